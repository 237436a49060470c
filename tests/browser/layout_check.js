() => {
  // Each content block of the main column: where it draws (its text, images, charts, inputs; a box that scrolls or
  // clips counts as its own rectangle and ends the walk there), then: blocks that overlap, blocks that run past
  // the main column.
  const main = document.querySelector('[data-testid="stMainBlockContainer"]');
  if (!main) return {error: "no main block"};
  const mr = main.getBoundingClientRect();
  const cs = getComputedStyle(main);
  const right = mr.right - parseFloat(cs.paddingRight) + 2;
  const left = mr.left + parseFloat(cs.paddingLeft) - 2;
  const REPLACED = new Set(["IMG", "svg", "CANVAS", "IFRAME", "INPUT", "TEXTAREA", "BUTTON", "SELECT", "VIDEO"]);
  const blocks = [...main.querySelectorAll('[data-testid="stElementContainer"]')]
    .filter(b => !b.parentElement.closest('[data-testid="stElementContainer"]'));
  const boxes = [];
  for (const b of blocks) {
    if (!b.checkVisibility({visibilityProperty: true, contentVisibilityAuto: true})) continue;
    let box = null;
    const add = r => {
      if (r.width <= 0 || r.height <= 0) return;
      box = box ? {l: Math.min(box.l, r.left), t: Math.min(box.t, r.top), r: Math.max(box.r, r.right),
                   b: Math.max(box.b, r.bottom)} : {l: r.left, t: r.top, r: r.right, b: r.bottom};
    };
    const stack = [b];
    let n = 0;
    while (stack.length && n < 30000) {
      const node = stack.pop(); n++;
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent.trim()) {
          const range = document.createRange(); range.selectNodeContents(node);
          for (const r of range.getClientRects()) add(r);
        }
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      if (!node.checkVisibility({visibilityProperty: true, contentVisibilityAuto: true})) continue;
      const s = getComputedStyle(node);
      if (s.position === "fixed") continue;
      const clips = node !== b && (s.overflowX !== "visible" || s.overflowY !== "visible");
      if (REPLACED.has(node.tagName) || clips) { add(node.getBoundingClientRect()); continue; }
      for (const c of node.childNodes) stack.push(c);
    }
    if (!box) continue;
    const text = (b.innerText || b.querySelector("img,svg,iframe")?.tagName || "").trim().replace(/\s+/g, " ").slice(0, 70);
    boxes.push({box, text});
  }
  const problems = [];
  for (const {box, text} of boxes) {
    if (box.r > right) problems.push(`runs ${Math.round(box.r - right)} px past the main column: ${JSON.stringify(text)}`);
    if (box.l < left) problems.push(`starts ${Math.round(left - box.l)} px left of the main column: ${JSON.stringify(text)}`);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i].box, c = boxes[j].box;
      const w = Math.min(a.r, c.r) - Math.max(a.l, c.l), h = Math.min(a.b, c.b) - Math.max(a.t, c.t);
      if (w > 2 && h > 2) problems.push(`overlap ${Math.round(w)}x${Math.round(h)} px: ${JSON.stringify(boxes[i].text)} / ${JSON.stringify(boxes[j].text)}`);
    }
  }
  const scroller = document.querySelector('[data-testid="stMain"]');
  if (scroller && scroller.scrollWidth > scroller.clientWidth + 2) problems.push(`the page scrolls sideways: ${scroller.scrollWidth} > ${scroller.clientWidth} px`);
  return {blocks: boxes.length, problems};
}
