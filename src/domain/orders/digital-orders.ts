// Digital products the shopper has paid for (`GET /user/digital-product-order-list`), each with a signed download
// link that expires after an hour: the list is read afresh on every visit rather than kept.
import { getDigitalOrders, getGetDigitalOrdersQueryKey } from '@/api-generated/endpoints/orders/orders';
import type { GetDigitalOrdersResponse } from '@/api-generated/model';
import { flaggedPage, usePagedList, type PagedList } from '@/lib/pagination';

export const digitalOrderList = () =>
  ({
    queryKey: getGetDigitalOrdersQueryKey(),
    fetchPage: (page, signal) => getDigitalOrders({ page }, { signal }),
    // `next_page_url` is a boolean in this answer, not a URL.
    toPage: (answer, page) => flaggedPage(answer.download_urls, answer.next_page_url, page),
  }) satisfies PagedList<GetDigitalOrdersResponse, unknown>;

export const useDigitalOrders = () => usePagedList(digitalOrderList());
