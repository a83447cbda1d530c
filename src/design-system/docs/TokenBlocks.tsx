// Small React blocks for the Tokens/Theming docs pages. They read tokens.ts, so the docs cannot drift.
import { useState, type ReactNode } from 'react';
import {
  colorTokens,
  fontSizeTokens,
  fontWeightTokens,
  motionTokens,
  radiusTokens,
  shadowTokens,
  sizeTokens,
  spaceTokens,
  zIndexTokens,
} from '../theme/tokens';
import { contrastRatio, isHexColor } from '../theme/contrast';
import { resolveThemeOverrides } from '../theme/runtime';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Button } from '../components/Button/Button';
import { Link } from '../components/Link/Link';
import { Stack } from '../components/Stack/Stack';
import { Inline } from '../components/Inline/Inline';
import { code, spaceBar, swatch, tokenCell, tokenTable } from './docs.css';
import { vars } from '../theme/contract.css';

const cssVar = (group: string, name: string) => `--mf-${group}-${name.replace('.', '_')}`;

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table className={tokenTable}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} className={tokenCell} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const isColour = (value: string) => isHexColor(value);

export function ColorSwatches() {
  return (
    <Table head={['', 'Token', 'CSS variable', 'Value', 'On white']}>
      {Object.entries(colorTokens).map(([name, value]) => (
        <tr key={name}>
          <td className={tokenCell}>
            <span className={swatch} style={{ background: value }} />
          </td>
          <td className={tokenCell}>
            <code className={code}>vars.color.{name}</code>
          </td>
          <td className={tokenCell}>
            <code className={code}>{cssVar('color', name)}</code>
          </td>
          <td className={tokenCell}>
            <code className={code}>{value}</code>
          </td>
          <td className={tokenCell}>
            {isColour(value) ? `${contrastRatio(value, colorTokens.surface).toFixed(2)}:1` : '—'}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function TypeScale() {
  return (
    <Table head={['Token', 'Size', 'Sample']}>
      {Object.entries(fontSizeTokens).map(([name, value]) => (
        <tr key={name}>
          <td className={tokenCell}>
            <code className={code}>fontSize.{name}</code>
          </td>
          <td className={tokenCell}>
            <code className={code}>{value}</code>
          </td>
          <td className={tokenCell} style={{ fontSize: value }}>
            Marketfront سوق
          </td>
        </tr>
      ))}
      {Object.entries(fontWeightTokens).map(([name, value]) => (
        <tr key={name}>
          <td className={tokenCell}>
            <code className={code}>fontWeight.{name}</code>
          </td>
          <td className={tokenCell}>
            <code className={code}>{value}</code>
          </td>
          <td className={tokenCell} style={{ fontWeight: value }}>
            Free delivery
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function SpaceScale() {
  return (
    <Table head={['Token', 'Value', '']}>
      {Object.entries(spaceTokens).map(([name, value]) => (
        <tr key={name}>
          <td className={tokenCell}>
            <code className={code}>space[&apos;{name}&apos;]</code>
          </td>
          <td className={tokenCell}>
            <code className={code}>{value}</code>
          </td>
          <td className={tokenCell}>
            <div className={spaceBar} style={{ inlineSize: value }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Plain name → value tables for the remaining groups. */
export function OtherTokens() {
  const groups = {
    radius: radiusTokens,
    shadow: shadowTokens,
    size: sizeTokens,
    motion: motionTokens,
    z: zIndexTokens,
  };
  return (
    <Table head={['Token', 'Value']}>
      {Object.entries(groups).flatMap(([group, tokens]) =>
        Object.entries(tokens).map(([name, value]) => (
          <tr key={`${group}.${name}`}>
            <td className={tokenCell}>
              <code className={code}>
                vars.{group}.{name}
              </code>
            </td>
            <td className={tokenCell}>
              <code className={code}>{value}</code>
            </td>
          </tr>
        )),
      )}
    </Table>
  );
}

/** Try run-time colours: shows what the theme derives and what it had to adjust. */
export function ThemePlayground() {
  const [accent, setAccent] = useState('#ffd400');
  const [menuBg, setMenuBg] = useState('#f0f0f0');
  const [menuText, setMenuText] = useState('#dddddd');
  const result = resolveThemeOverrides({ accent, menuBg, menuText });
  return (
    <Stack gap="4">
      <Inline gap="4">
        <label>
          Accent <input type="color" value={accent} onChange={(e) => setAccent(e.target.value)} />
        </label>
        <label>
          Menu background <input type="color" value={menuBg} onChange={(e) => setMenuBg(e.target.value)} />
        </label>
        <label>
          Menu text <input type="color" value={menuText} onChange={(e) => setMenuText(e.target.value)} />
        </label>
      </Inline>
      <ThemeProvider accent={accent} menuBg={menuBg} menuText={menuText}>
        <Stack gap="3">
          <Inline gap="3">
            <Button>Solid accent</Button>
            <Button variant="soft">Soft accent</Button>
            <Link href="#theming">Accent link</Link>
          </Inline>
          <div
            style={{ background: vars.color.menuBg, color: vars.color.menuText, padding: vars.space['3'] }}
          >
            Menu: Home · Categories · Flash sale
          </div>
        </Stack>
      </ThemeProvider>
      <Table head={['CSS variable', 'Value']}>
        {Object.entries(result.properties).map(([name, value]) => (
          <tr key={name}>
            <td className={tokenCell}>
              <code className={code}>{name}</code>
            </td>
            <td className={tokenCell}>
              <code className={code}>{value}</code>
            </td>
          </tr>
        ))}
      </Table>
      {result.adjustments.length > 0 ? (
        <ul>
          {result.adjustments.map((a) => (
            <li key={a.token}>
              <strong>{a.token}</strong>: {a.requested} → {a.used} ({a.reason})
            </li>
          ))}
        </ul>
      ) : (
        <p>No adjustments needed.</p>
      )}
    </Stack>
  );
}
