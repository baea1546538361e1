#include "protocol/move_input.h"

#include <charconv>
#include <vector>

#include "notation/move_text.h"

namespace nightrider::protocol {

std::optional<Move> find_move(const Rules& rules, Position& pos, std::string_view text) {
  if (text.empty() || text.size() > 64) return std::nullopt;
  if (auto m = parse_move(rules, pos, text)) return m;
  if (text.find('/') != std::string_view::npos) return std::nullopt;
  MoveList legal;
  rules.legal_moves(pos, legal);
  std::optional<Move> first;
  for (const Move& m : legal) {
    const std::string full = to_uci(rules, pos, m);
    const size_t slash = full.find('/');
    if (slash == std::string::npos || std::string_view(full).substr(0, slash) != text) continue;
    if (!first) first = m;
    // "a8d8/d1q/e1q": every displaced pawn becomes a queen.
    bool all_queens = true;
    for (size_t i = slash; i < full.size(); ++i)
      if (full[i] == '/') {
        const size_t end = full.find('/', i + 1);
        const size_t last = (end == std::string::npos ? full.size() : end) - 1;
        all_queens &= full[last] == 'q';
      }
    if (all_queens) return m;
  }
  return first;
}

std::string line_text(const Rules& rules, const Position& root, std::span<const Move> moves) {
  Position pos = root;
  std::string out;
  for (const Move& m : moves) {
    if (!rules.is_legal(pos, m)) break;  // a stale table move: show only the part that is sound
    if (!out.empty()) out += ' ';
    out += to_uci(rules, pos, m);
    rules.play(pos, m);
  }
  return out;
}

std::vector<std::string> split_words(std::string_view line) {
  std::vector<std::string> words;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == '\n')) ++i;
    size_t j = i;
    while (j < line.size() && !(line[j] == ' ' || line[j] == '\t' || line[j] == '\r' || line[j] == '\n')) ++j;
    if (j > i) words.emplace_back(line.substr(i, j - i));
    i = j;
  }
  return words;
}

std::optional<int64_t> parse_int(std::string_view text) {
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace nightrider::protocol
