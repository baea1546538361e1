// Elementary effects: every change a move makes to the board is one of these. Playing a move appends
// them to the position's journal; undo applies their inverses from the last to the first.
#pragma once

#include <cstdint>

#include "core/types.h"

namespace nightrider {

enum class EffectKind : uint8_t {
  Relocate,  // a unit goes from `from` to `to` (the primary move, a magnetic displacement, a rebirth jump)
  Remove,    // `piece` leaves the board at `from` (capture, suicide)
  Add,       // `piece` appears at `from` (rebirth, sentinel pawn, hole)
  Change,    // the unit at `from` becomes `piece` (was `previous`): recolour, retype, promotion
  Right,     // the right attached to square `from` is lost (`flag` = false) or granted (`flag` = true)
  Bury,      // `piece` goes under square `from` into the underworld, at position `index` (Ghost, Volcanic)
  Unbury,    // the underworld entry `index` (`piece` under `from`) leaves the underworld
  Stay,      // nothing changes (kept for notation): `piece` is reborn on `from`, where it stands; with
             // the reason Detour, `from` is the square the mover set out from
  Flag,      // the rule-state flag number `index` is raised (`flag` = true) or lowered
};

// Why a rule made an effect: notation writes each reason its own way ("[+bBd8]" for a rebirth,
// "[wRd5->d8]" for a capturer sent to its rebirth square) and tells a move's choices apart by them.
enum class EffectReason : uint8_t {
  Move,             // the move's own action, and rights bookkeeping
  // A captured unit reborn (Circe family); also the unit a rebirth takes off its square (Circe
  // Assassin) and a unit waiting under its occupied rebirth square (Volcanic), written "->v".
  Rebirth,
  CapturerRebirth,  // the capturer sent to its rebirth square, or under it (the AntiCirce family)
  Field,            // a unit displaced by a field, and its promotion there (Magnetic Chess)
  Transmutation,    // a unit changing kind by rule (Einstein)
  Underworld,       // a unit going below the board or coming back (Ghost chess, Volcanic, Parachute)
  Placement,        // a unit placed by rule (a Republican king, a sentinel pawn)
  SideChange,       // a unit changing side by rule (Andernach): "=w"
  // Two units exchanging their squares by rule, as two Changes in a row (Oscillating kings):
  // "[Ke1<->Kh3]".
  Exchange,
  // The mover made its move as if standing on another square (a Stay note on that square, which is
  // empty): the board is as after the plain move, and notation writes the square, "Sc1-g1*e2"
  // (Popeye's phantom movement: Mars Circe's capturer taking from its rebirth square).
  Detour,
  // A unit moved along with the mover as part of its move (castling chess's partner, which the king
  // passes over): Popeye writes it after the move, "Ke1-g1/wRh1-f1".
  Partner,
  // The mover goes on from where its move arrived, a second step of the same move (a Relocate of the
  // mover, then perhaps a Change: a pawn promoting where the step ends): Popeye writes the step after
  // the move, "Se3*f5-h6", "e4*d5-d8=Q".
  Continuation,
};

struct Effect {
  EffectKind kind;
  Square from, to;
  bool flag = false;
  uint8_t index = 0;
  EffectReason reason = EffectReason::Move;  // (here it fills what would be padding)
  Piece piece, previous;
  // Remove and Add: the unit's square in the diagram (Position::origin), given back by undo, carried
  // by a rebirth.
  Square origin;
};

}  // namespace nightrider
