export const httpClient = async <T>(url: string, options: RequestInit & { schema?: unknown }): Promise<T> => {
  const res = await fetch(url, options);
  return { data: await res.json(), status: res.status, headers: res.headers } as T;
};
export default httpClient;
