// What a played move did, read once from its effect journal and grouped into notes that every notation
// writes in its own style: Popeye's brackets in the solver (solver/popeye_move_text.h), SAN's side
// effects for `play` and PGN (notation/move_text.h) and the web page's words and arrows (web/game.cpp).
//
// The journal records elementary effects, each tagged with its reason (core/effect.h); a note is what a
// reader sees as one event: a unit reborn and promoted where it appears is one note ("[+wPa7=Q]"), two
// units exchanging squares is one note ("[Ke1<->Kh3]"). The grouping looks only at the effects' kinds,
// squares and reasons, never at which condition made them, so a new condition's side effects are written
// by every notation at once.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "core/effect.h"
#include "core/types.h"

namespace nightrider {

struct EffectNote {
  enum class Kind : uint8_t {
    Appear,    // `unit` placed on `to` (a rebirth, a sentinel pawn)
    Go,        // `unit` sent by a rule from `from` to `to` (may be `from` itself: a rebirth in place)
    GoUnder,   // `unit` sent from `from` to wait below its occupied square `to` (Volcanic rebirths)
    WaitUnder, // `unit`, just taken, waits below its occupied square `to` (Volcanic rebirths), as `then`
    Exchange,  // `unit`, now on `to`, and `partner`, now on `from`, exchanged their squares
    Change,    // the unit on `to` became `unit` (it was `previous`) where it stands
    Remove,    // `unit` taken off `from` by the move (a capture) or by a rule
    Swap,      // `unit` taken off `from` and put back on `to` by the move itself (Rococo's swap partner)
    Detour,    // the mover made its move as if from `from` (Mars Circe's capturer)
  };
  Kind kind = Kind::Change;
  EffectReason reason = EffectReason::Move;
  Piece unit;
  // Change: the unit before. Go, GoUnder: the unit as it set out; a rule may have changed it where it
  // stood before sending it on (an AntiCirce Clone capturer arrives as `unit`).
  Piece previous;
  Piece partner;  // Exchange
  Square from, to;
  // What the unit then became on its new square, in order (a promotion "=Q", then attributes "=c").
  std::vector<Piece> then;
  bool primary = false;  // part of the move's own action, not a side effect
  // A unit the move's own action carried along (pushed or pulled: core/move.h), a Go or a Remove (off
  // the board): every notation writes it as it writes a side effect, so it is not `primary`.
  bool carried = false;
  // A Go or Change that is the move's own step or its promotion (the move's text says it already).
  bool own_step = false;
  // A side effect's Change of a unit away from the move: not on a square where the move's own action
  // took a unit (the mover, castling's rook), nor on one a side effect has just put a unit (Popeye
  // writes it with its square, "[h5=rS]").
  bool elsewhere = false;
  // A Change of the move's own action made before its step (RuleModule::before_move: a unit promoted,
  // then moving as its new kind, or before another unit moves): written before the move, "[e8=R]Qd8-d4".
  bool before = false;
};

// The notes of the move last played on `after` (all its effects, the primary ones marked `primary`).
std::vector<EffectNote> effect_notes(std::span<const Effect> effects, size_t side_effects_begin);

class Rules;
class Position;

// The rule state the modules of `rules` write after a move of `mover` that left `after`
// (RuleModule::state_note), in the modules' order, the empty ones left out: Popeye writes each in
// parentheses after the move's side effects, "Kd1-c1 (6/3)".
std::vector<std::string> rule_state_notes(const Rules& rules, const Position& after, Colour mover);

// Does the change from `before` to `after` only give or take attributes (kind and side kept)?
bool attributes_only(Piece before, Piece after);

// Does the change from `before` to `after` only give or take walks beside the unit's kind (Absorbant's
// gained walks, the attribute bits kAttributeWalks)?
bool walks_only(Piece before, Piece after);

// The walks `unit` has beside its kind's (kAttributeWalks), as the kinds that lend them, in the order
// pawn, knight, bishop, rook: every notation writes them after the unit's letter, "=B+S" (Popeye's
// codes), "=B+N" (SAN).
std::vector<PieceKind> gained_walks(Piece unit);

}  // namespace nightrider
