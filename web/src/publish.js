// Publishing a problem as magazines print it: the diagram as SVG (or PNG, drawn from the same SVG), with
// the authors and the source above the board and, under it, the stipulation and the piece counts
// ("(4+3)", "(4+3+1)" with neutral units), the conditions and the twins. The pictures of the units are
// the board's own (Workbench.pictureBody): the SVG is made from the units the board shows, never from a
// reading of its own.

const SQUARE = 45;
const PAD = 14;
const BOARD = 8 * SQUARE;
const WIDTH = BOARD + 2 * PAD;

export function escapeXml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

// "(4+3)" or "(4+3+1)": white, black and (when there are any) neutral units.
export function pieceCounts(units) {
  const count = { white: 0, black: 0, neutral: 0 };
  for (const unit of units.values()) count[unit.colour]++;
  return `(${count.white}+${count.black}${count.neutral ? `+${count.neutral}` : ''})`;
}

// A twin's heading as printed: "b) wSd4→c5".
export function twinLine(twin) {
  return `${twin.label} ${twin.heading.replace(/<-->/g, '↔').replace(/-->/g, '→')}`.trim();
}

// The diagram as one SVG document (a string). `problem`: {units (square → unit), stipulation, conditions
// (lines), twins ([{label, heading}]), authors, origins, titles}; `pictureBody(unit, id)`: the inner markup of
// a unit's 45×45 picture (ids made unique with `id`).
export function diagramSvg(problem, pictureBody) {
  const parts = [];
  let y = PAD;
  const line = (text, { size = 14, weight = 'normal', style = 'normal', anchor = 'middle', x = WIDTH / 2, cls = '' } = {}) => {
    y += size + 4;
    parts.push(`<text class="${cls}" x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" font-style="${style}" ` +
      `text-anchor="${anchor}">${escapeXml(text)}</text>`);
  };
  for (const author of problem.authors || []) line(author, { size: 16, weight: 'bold', cls: 'author' });
  for (const origin of problem.origins || []) line(origin, { size: 13, style: 'italic', cls: 'origin' });
  for (const title of problem.titles || []) line(title, { size: 13, cls: 'title' });
  if (parts.length) y += 6;
  const top = y;
  // The squares: white, and the dark ones hatched as in print.
  parts.push(`<rect x="${PAD}" y="${top}" width="${BOARD}" height="${BOARD}" fill="#fff"/>`);
  for (let rank = 8; rank >= 1; rank--) {
    for (let file = 1; file <= 8; file++) {
      if ((file + rank) % 2 === 1) continue;  // a1 is dark
      parts.push(`<rect x="${PAD + (file - 1) * SQUARE}" y="${top + (8 - rank) * SQUARE}" width="${SQUARE}" height="${SQUARE}" fill="url(#hatch)"/>`);
    }
  }
  parts.push(`<rect x="${PAD}" y="${top}" width="${BOARD}" height="${BOARD}" fill="none" stroke="#000" stroke-width="2.5"/>`);
  let n = 0;
  for (const [square, unit] of [...problem.units].sort(([a], [b]) => a.localeCompare(b))) {
    const file = square.charCodeAt(0) - 96;
    const rank = Number(square.slice(1));
    if (file < 1 || file > 8 || rank < 1 || rank > 8) continue;
    const colour = unit.colour[0];
    parts.push(`<svg class="unit" data-square="${square}" data-unit="${colour}${escapeXml(unit.kind)}${square}" ` +
      `x="${PAD + (file - 1) * SQUARE}" y="${top + (8 - rank) * SQUARE}" width="${SQUARE}" height="${SQUARE}" ` +
      `viewBox="0 0 45 45">${pictureBody(unit, `u${n++}`)}</svg>`);
  }
  y = top + BOARD;
  // Under the board: the stipulation on the left, the counts on the right.
  y += 20;
  parts.push(`<text class="stipulation" x="${PAD}" y="${y}" font-size="16" font-weight="bold">${escapeXml(problem.stipulation || '')}</text>`);
  parts.push(`<text class="counts" x="${PAD + BOARD}" y="${y}" font-size="15" text-anchor="end">${escapeXml(pieceCounts(problem.units))}</text>`);
  y += 4;
  for (const condition of problem.conditions || []) line(condition, { size: 14, cls: 'condition' });
  for (const twin of problem.twins || []) line(twinLine(twin), { size: 13, anchor: 'start', x: PAD, cls: 'twin' });
  const height = y + PAD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" ` +
    `font-family="Georgia, 'Times New Roman', serif">` +
    `<defs><pattern id="hatch" patternUnits="userSpaceOnUse" width="4" height="4" patternTransform="rotate(45)">` +
    `<rect width="4" height="4" fill="#fff"/><rect width="1.3" height="4" fill="#666"/></pattern></defs>` +
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>${parts.join('')}</svg>`;
}

export function svgDataUrl(svg) {
  return `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
}

// Offers `blob` as a download named `name`.
export function download(blob, name) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}

// The SVG drawn on a canvas at `scale` times its size, as a PNG blob.
export function svgToPng(svg, scale = 2) {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(image.naturalWidth * scale);
      canvas.height = Math.round(image.naturalHeight * scale);
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png');
    };
    image.onerror = () => reject(new Error('the diagram could not be drawn'));
    image.src = svgDataUrl(svg);
  });
}

