// The nickname of this browser: no account, just a name kept in a cookie (a year, this site only) and
// sent with the lobby's seeks and the game page's seats. The server takes 1 to 20 ASCII letters,
// digits, spaces and - _ . (lobby.h); the page proposes a guest name until one is chosen.
const COOKIE = 'nightrider_nick';
export const NICKNAME_PATTERN = /^[A-Za-z0-9_.-](?:[A-Za-z0-9_. -]{0,18}[A-Za-z0-9_.-])?$/;

export function storedNickname() {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      if (NICKNAME_PATTERN.test(value)) return value;
    }
  }
  return '';
}

export function storeNickname(nickname) {
  document.cookie = `${COOKIE}=${encodeURIComponent(nickname)}; path=/; max-age=31536000; SameSite=Strict`;
}

// The stored nickname, or a new guest name (stored at once, so it stays the same across pages).
export function nickname() {
  let name = storedNickname();
  if (!name) {
    name = `Guest ${String(Math.floor(1000 + Math.random() * 9000))}`;
    storeNickname(name);
  }
  return name;
}
