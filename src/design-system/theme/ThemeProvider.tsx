import './styles';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { DirectionProvider, type TextDirection } from './direction';
import {
  applyThemeOverrides,
  resolveThemeOverrides,
  type ThemeAdjustment,
  type ThemeOverrides,
} from './runtime';
import { themeRoot } from './ThemeProvider.css';
import { PortalContainerContext } from './portal';

export type ThemeProviderProps = ThemeOverrides & {
  dir?: TextDirection;
  /** Apply overrides and `dir` to <html> instead of a wrapper element (the app shell uses this). */
  global?: boolean;
  /** Called whenever a colour was replaced to keep contrast (the demo colour switcher reports these). */
  onAdjust?: (adjustments: ThemeAdjustment[]) => void;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Scopes run-time colours and text direction. CSS variables are set on a real element (a `display: contents`
 * wrapper would not reliably pass them to portalled or box-less content), or on <html> when `global`.
 */
export function ThemeProvider({
  accent,
  menuBg,
  menuText,
  dir = 'ltr',
  global = false,
  onAdjust,
  children,
  ref,
}: ThemeProviderProps) {
  const result = useMemo(
    () => resolveThemeOverrides({ accent, menuBg, menuText }),
    [accent, menuBg, menuText],
  );
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const wrapperRef = useCallback(
    (node: HTMLDivElement | null) => {
      setWrapper(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const onAdjustRef = useRef(onAdjust);
  onAdjustRef.current = onAdjust;

  const adjustmentKey = JSON.stringify(result.adjustments);
  useEffect(() => {
    if (result.adjustments.length > 0) onAdjustRef.current?.(result.adjustments);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [adjustmentKey]);

  useIsomorphicLayoutEffect(() => {
    if (!global) return;
    const root = document.documentElement;
    const previousDir = root.getAttribute('dir');
    // Only a change: writing the same direction again restyles every element (≈ 21 ms at 4× CPU on a listing
    // hydrating a server's page that already says it).
    if (previousDir !== dir) root.setAttribute('dir', dir);
    applyThemeOverrides(root, { accent, menuBg, menuText });
    return () => {
      applyThemeOverrides(root, {});
      if (previousDir === null) root.removeAttribute('dir');
      else if (root.getAttribute('dir') !== previousDir) root.setAttribute('dir', previousDir);
    };
  }, [global, dir, accent, menuBg, menuText]);

  if (global) return <DirectionProvider dir={dir}>{children}</DirectionProvider>;

  return (
    <DirectionProvider dir={dir}>
      <div ref={wrapperRef} dir={dir} className={themeRoot} style={assignInlineVars(result.properties)}>
        <PortalContainerContext.Provider value={wrapper ?? undefined}>
          {children}
        </PortalContainerContext.Provider>
      </div>
    </DirectionProvider>
  );
}
