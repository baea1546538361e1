// The rules texts for people (the same text `nightrider rules` prints) as HTML: the first line is the
// title, a short unindented line followed by indented lines heads a section, "  - " starts a list item
// (its deeper-indented lines continue it), and an indented line after one that ends a sentence starts a
// paragraph. Built with DOM nodes and textContent only: the text is never read as markup.
function isHeading(lines) {
  const [first, second] = lines;
  return (
    second !== undefined && !/^\s/.test(first) && first.length <= 60 && !/[.,;]$/.test(first.trim())
  );
}

function endsSentence(line) {
  const trimmed = line.trim();
  return /[.:)]$/.test(trimmed) && trimmed.length < 90;
}

// Appends the section's body (its indented lines, or plain lines) to `parent`.
function appendBody(parent, lines) {
  let paragraph = null;
  let list = null;
  let item = null;
  let previous = '';
  for (const raw of lines) {
    const indent = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text.startsWith('- ') && indent <= 2) {
      if (!list) {
        list = document.createElement('ul');
        parent.append(list);
      }
      item = document.createElement('li');
      item.textContent = text.slice(2);
      list.append(item);
      paragraph = null;
    } else if (item && indent >= 4) {
      item.textContent += ` ${text}`;
    } else if (paragraph && (indent > 2 || !endsSentence(previous))) {
      paragraph.textContent += ` ${text}`;
    } else {
      list = null;
      item = null;
      paragraph = document.createElement('p');
      paragraph.textContent = text;
      parent.append(paragraph);
    }
    previous = raw;
  }
}

export function formatRules(container, text) {
  container.replaceChildren();
  const blocks = text.replace(/\r/g, '').split(/\n\s*\n/).map((b) => b.split('\n').filter((l) => l.trim()));
  blocks.forEach((lines, index) => {
    if (lines.length === 0) return;
    if (index === 0) {
      const title = document.createElement('h1');
      title.textContent = lines[0].trim();
      container.append(title);
      appendBody(container, lines.slice(1));
      return;
    }
    const section = document.createElement('section');
    if (isHeading(lines)) {
      const heading = document.createElement('h2');
      heading.textContent = lines[0].trim();
      section.append(heading);
      appendBody(section, lines.slice(1));
    } else {
      appendBody(section, lines);
    }
    container.append(section);
  });
}
