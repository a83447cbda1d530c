export declare const HOME_CHUNK: 'home';
export declare const FIRST_ROUTE_CHUNK: 'first-route';
export declare const firstRouteGroups: {
  name: string;
  test: RegExp;
  includeDependenciesRecursively?: boolean;
  priority: number;
}[];
