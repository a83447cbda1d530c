// Test-only: makes happy-dom behave like a browser in the two places DOMPurify depends on. Without these,
// DOMPurify under happy-dom keeps event handlers and skips nodes (sanitizeHtml's self-check then refuses to render
// anything), so the unit tests would say nothing about real browsers. The SafeHtml stories replay the hostile
// payloads in Chromium without any shim.
//
// 1. DOMPurify reads `nodeName` through Node.prototype's getter; happy-dom defines it per subclass and leaves the
//    Node.prototype getter returning "".
// 2. DOMPurify removes the node its NodeIterator just returned and expects iteration to carry on from the
//    preceding node (the DOM standard's "removing steps"); happy-dom's NodeIterator is not live and stops.

export function installHappyDomShims(win: Window & typeof globalThis = window) {
  const nodeProto = win.Node.prototype;
  const baseNodeName = Object.getOwnPropertyDescriptor(nodeProto, 'nodeName');
  Object.defineProperty(nodeProto, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (
        let proto = Object.getPrototypeOf(this);
        proto && proto !== nodeProto;
        proto = Object.getPrototypeOf(proto)
      ) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (getter) return getter.call(this);
      }
      return baseNodeName?.get?.call(this);
    },
  });

  const following = (node: Node, root: Node): Node | null => {
    if (node.firstChild) return node.firstChild;
    for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
      if (current.nextSibling) return current.nextSibling;
    }
    return null;
  };
  const preceding = (node: Node, root: Node): Node => {
    if (node === root) return root;
    let previous = node.previousSibling;
    if (!previous) return node.parentNode ?? root;
    while (previous.lastChild) previous = previous.lastChild;
    return previous;
  };

  win.document.createNodeIterator = function createNodeIterator(root: Node, whatToShow = 0xffffffff) {
    let reference: Node | null = null;
    let before: Node = root;
    const shown = (node: Node) => (whatToShow & (1 << (node.nodeType - 1))) !== 0;
    return {
      root,
      whatToShow,
      filter: null,
      pointerBeforeReferenceNode: false,
      get referenceNode() {
        return reference ?? root;
      },
      nextNode() {
        let candidate: Node | null;
        if (reference === null) candidate = root;
        else if (reference === root || root.contains(reference)) candidate = following(reference, root);
        else candidate = following(before, root); // the reference was removed: continue after its predecessor
        while (candidate && !shown(candidate)) candidate = following(candidate, root);
        if (candidate) {
          reference = candidate;
          before = preceding(candidate, root);
        }
        return candidate;
      },
      previousNode() {
        throw new Error('previousNode is not shimmed');
      },
      detach() {},
    } as unknown as NodeIterator;
  } as Document['createNodeIterator'];
}
