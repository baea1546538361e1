#include "notation/board_text.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "pieces/piece_def.h"

namespace nightrider {
namespace {

// The orthodox kinds have glyphs in Unicode's Miscellaneous Symbols block; fairy kinds have none that
// terminals draw reliably, so they keep their letters.
const char* glyph(Piece p) {
  const bool white = p.colour() == Colour::White;
  switch (p.kind()) {
    case PieceKind::King:
      return white ? "\u2654" : "\u265A";
    case PieceKind::Queen:
      return white ? "\u2655" : "\u265B";
    case PieceKind::Rook:
      return white ? "\u2656" : "\u265C";
    case PieceKind::Bishop:
      return white ? "\u2657" : "\u265D";
    case PieceKind::Knight:
      return white ? "\u2658" : "\u265E";
    case PieceKind::Pawn:
      return white ? "\u2659" : "\u265F";
    default:
      return nullptr;
  }
}

std::string square_text(const Rules& rules, Piece p, BoardCharset charset) {
  if (p.is_empty()) return ".";
  if (p.is_hole()) return "#";
  // Only White and Black have glyphs; a neutral unit is drawn by its letter.
  if (charset == BoardCharset::Unicode && (p.colour() == Colour::White || p.colour() == Colour::Black))
    if (const char* g = glyph(p)) return g;
  return std::string(1, rules.fen_char(p));
}

}  // namespace

std::string board_text(const Rules& rules, const Position& pos, BoardCharset charset, bool flipped) {
  const Geometry& geo = rules.geometry();
  const int label_width = geo.height() >= 10 ? 2 : 1;
  const std::string margin(static_cast<size_t>(label_width) + 2, ' ');
  const int width = geo.width(), height = geo.height();
  std::string out;
  for (int row = 0; row < height; ++row) {
    const int rank = flipped ? row : height - 1 - row;
    std::string label = std::to_string(rank + 1);
    out += std::string(static_cast<size_t>(label_width) - label.size() + 1, ' ') + label + " ";
    for (int column = 0; column < width; ++column) {
      const int file = flipped ? width - 1 - column : column;
      out += ' ';
      out += square_text(rules, pos.at(Square(file, rank)), charset);
    }
    out += '\n';
  }
  out += margin;
  for (int column = 0; column < width; ++column) {
    out += ' ';
    out += static_cast<char>('a' + (flipped ? width - 1 - column : column));
  }
  out += '\n';
  return out;
}

std::string piece_legend(const Rules& rules, const Position& pos) {
  std::vector<PieceKind> kinds;
  for (Square s : rules.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit()) continue;
    const PieceKind k = p.kind();
    const bool self_explanatory = is_orthodox_kind(k) && rules.letter_for(k) == builtin_piece(k).letter;
    if (!self_explanatory && std::find(kinds.begin(), kinds.end(), k) == kinds.end()) kinds.push_back(k);
  }
  std::sort(kinds.begin(), kinds.end(),
            [&rules](PieceKind a, PieceKind b) { return rules.letter_for(a) < rules.letter_for(b); });
  std::string out;
  for (PieceKind k : kinds) {
    if (!out.empty()) out += ", ";
    out += std::string(1, rules.letter_for(k)) + " = " + std::string(rules.def(k).name);
  }
  return out;
}

}  // namespace nightrider
