// Which runtime renders the app in a test (ADR 050): React DOM stamps each root it creates with `__reactContainer$`
// and both packages report the version package.json pins. Preact's compat layer reports React 18 and stamps nothing.
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { createRoot } from 'react-dom/client';
import project from '../../package.json';

/** What renders here, to compare with `expectedRuntime`. */
export function renderingRuntime() {
  const container = document.createElement('div');
  const root = createRoot(container);
  const stamped = Object.keys(container).some((key) => key.startsWith('__reactContainer$'));
  root.unmount();
  return { react: reactVersion, reactDom: reactDomVersion, reactDomRoot: stamped };
}

export const expectedRuntime = {
  react: project.dependencies.react,
  reactDom: project.dependencies['react-dom'],
  reactDomRoot: true,
};
