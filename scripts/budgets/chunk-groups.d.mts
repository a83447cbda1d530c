export declare const HOME_CHUNK: 'home';
export declare const FIRST_ROUTE_CHUNK: 'first-route';
export declare const VALIDATION_CHUNK: 'validation';
export declare const firstRouteGroups: {
  name: string;
  test: RegExp | ((id: string) => boolean);
  includeDependenciesRecursively?: boolean;
  priority: number;
}[];
