// Rococo's pieces (vchess's Rococo, RULES.md A7-A13 and Part B section 2) as special walks, and the
// check test of the family. Variants attach the walks with Rules::use_piece; nothing here knows the Rules.
#pragma once

#include <cstdint>

#include "core/position.h"
#include "pieces/piece_def.h"

namespace nightrider::rococo {

// The walks. Each generates the moves of one unit (the suicide of a frozen unit and the edge rule
// included), tells whether it could capture the unit on a square, and plays its MoveKind::Special moves.
extern const SpecialWalk kKingWalk;
extern const SpecialWalk kPushmePullyuWalk;
extern const SpecialWalk kSwapperWalk;
extern const SpecialWalk kLongLeaperWalk;
extern const SpecialWalk kChameleonWalk;
extern const SpecialWalk kImmobilizerWalk;
extern const SpecialWalk kCannonPawnWalk;

// Marks (in Move::aux) a chameleon's swap that also takes pushme-pullyus: it is played as a Special move
// but is still a swap for the swap-back ban.
inline constexpr uint8_t kAuxSwap = 0xA5;

// Is this move a swap (a swapper's, or a chameleon's with an enemy swapper)?
inline bool is_swap(const Move& m) {
  return m.kind == MoveKind::Swap || (m.kind == MoveKind::Special && m.aux == kAuxSwap);
}

// The position's move marker after a swap: its two squares, so the swap-back ban can be checked (and is
// hashed) without the move history.
inline uint16_t swap_marker(const Move& m) {
  return static_cast<uint16_t>(m.from.index() << 8 | m.to.index());
}
inline Square swap_marker_from(uint16_t marker) { return Square::from_index(marker >> 8); }
inline Square swap_marker_to(uint16_t marker) { return Square::from_index(marker & 0xFF); }

// Is the king of colour `c` in check: could an enemy unit that is not frozen capture it by its own
// method (RULES.md Part B 2.4)? Immobilizers never capture and a swap is not a capture.
bool king_in_check(const Position& pos, Colour c);

// Is the unit on `s` frozen: next to an enemy immobilizer, or, being an immobilizer, next to an enemy
// chameleon?
bool is_frozen(const Position& pos, Square s);

}  // namespace nightrider::rococo
