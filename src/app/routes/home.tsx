import { HomeScreen } from '@/features/home';

/** / */
export function Component() {
  return <HomeScreen />;
}
