/**
 * The demo shop's content and account-entry areas: sign-in and registration, shops and following, campaigns,
 * video shops, CMS pages and the contact form, the blog (handlers/content/*).
 */
import type { AnyHandler } from 'msw';
import { authHandlers } from './content/auth';
import { blogHandlers } from './content/blog';
import { campaignHandlers } from './content/campaigns';
import { pageHandlers } from './content/pages';
import { shopHandlers } from './content/shops';

export const contentHandlers: AnyHandler[] = [
  ...authHandlers,
  ...shopHandlers,
  ...campaignHandlers,
  ...pageHandlers,
  ...blogHandlers,
];
