// Drawing a position as text for a terminal: Unicode chess glyphs for the orthodox kinds, letters for
// everything else (or for everything with the ASCII fallback), ranks and files labelled, any board size.
#pragma once

#include <string>

#include "core/position.h"
#include "rules/rules.h"

namespace nightrider {

enum class BoardCharset : uint8_t {
  Unicode,  // ♔♕♖♗♘♙ / ♚♛♜♝♞♟ for K Q R B N P; other kinds by their letter
  Ascii,    // letters only: upper case White, lower case Black
};

// The board, top rank first, one line per rank and a line of file letters, each line ending in '\n':
//    8  r n b q k b n r
//    …
//    1  R N B Q K B N R
//       a b c d e f g h
// Empty squares are '.', holes '#'. `flipped` draws it from Black's side: rank 1 on top, files h..a.
std::string board_text(const Rules& rules, const Position& pos, BoardCharset charset, bool flipped = false);

// The kinds on the board whose letter a chess player would not read right (fairy kinds, or orthodox
// kinds under another letter), e.g. "A = anti-king, Q = pushme-pullyu"; empty when there are none.
std::string piece_legend(const Rules& rules, const Position& pos);

}  // namespace nightrider
