// A variant's rules for people, as `nightrider rules VARIANT --lang L` prints them, in English, French or
// Dutch; for chess under conditions ("chess+circe"), each condition's definition in English or French.
import './style.css';

const params = new URLSearchParams(window.location.search);
const variant = params.get('variant') || 'chess';
const lang = params.get('lang') || 'en';
const LANGUAGES = { en: 'English', fr: 'Français', nl: 'Nederlands' };

async function showRules() {
  document.getElementById('title').textContent = `${variant} — rules`;
  document.getElementById('play').href = `/game?variant=${encodeURIComponent(variant)}&engine=black&level=2`;
  const languages = document.getElementById('languages');
  // (A game under conditions, "chess+circe", has its conditions' definitions in English and French.)
  const languages_here = variant.includes('+') ? ['en', 'fr'] : Object.keys(LANGUAGES);
  if (variant.includes('+')) document.getElementById('play').textContent = 'Play this game';
  for (const [code, name] of Object.entries(LANGUAGES)) {
    if (!languages_here.includes(code)) continue;
    const link = document.createElement('a');
    link.textContent = name;
    link.href = `/rules?variant=${encodeURIComponent(variant)}&lang=${code}`;
    if (code === lang) link.className = 'current';
    languages.append(link);
  }
  const response = await fetch(`/api/rules/${encodeURIComponent(variant)}?lang=${encodeURIComponent(lang)}`);
  const text = await response.text();
  if (!response.ok) {
    const error = document.getElementById('rules-error');
    error.textContent = text.trim();
    error.hidden = false;
    return;
  }
  document.getElementById('rules').textContent = text;
}

showRules();
