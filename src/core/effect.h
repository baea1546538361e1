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

// What an effect does, as every notation needs to know it. Roles are mechanisms, never conditions: the
// condition or variant that makes an effect registers its own reason under a role (below).
enum class ReasonRole : uint8_t {
  Move,  // the move's own action, and rights bookkeeping
  // A captured unit reborn; also the unit a rebirth takes off its square and a unit waiting under its
  // occupied rebirth square, written "->v".
  Rebirth,
  CapturerRebirth,  // the capturer sent to its rebirth square, or under it
  Displacement,     // a unit pushed or pulled to another square by a rule, and its promotion there
  KindChange,       // a unit changing kind by rule
  Underworld,       // a unit going below the board or coming back
  Placement,        // a unit placed by rule
  SideChange,       // a unit changing side by rule: "=w"
  // The unit that moved changing side after its move, as Popeye writes Anda's change: in brackets
  // without a square, after the side effects before it, "Re4-d4[=n]".
  MoverSideChange,
  // A unit a rule picked out among others changing where it stands: written with its square even where
  // the mover stands, "[b5=b]".
  PickedChange,
  // Two units exchanging their squares by rule, as two Changes in a row: "[Ke1<->Kh3]".
  Exchange,
  // The mover made its move as if standing on another square (a Stay note on that square, which is
  // empty): the board is as after the plain move, and notation writes the square, "Sc1-g1*e2" (Popeye's
  // phantom movement).
  Detour,
  // A unit moved along with the mover as part of its move (a partner the king passes over): Popeye
  // writes it after the move, "Ke1-g1/wRh1-f1".
  Partner,
  // The mover goes on from where its move arrived, a second step of the same move (a Relocate of the
  // mover, then perhaps a Change: a pawn promoting where the step ends): Popeye writes the step after
  // the move, "Se3*f5-h6", "e4*d5-d8=Q".
  Continuation,
  // Units moved by a transformation of the board after the move (Popeye's actuated revolving centre):
  // no notation writes them, as Popeye writes none.
  Transformation,
  // A unit that moved going over to another board, the same square there (Alice chess's boards A and
  // B, core/types.h kAttributeAliceB): Popeye writes the board's letter after the move, "f4-f5A",
  // castling's two units "0-0-0BB".
  BoardChange,
};

// Why a rule made an effect: its role, which every notation writes its own way ("[+bBd8]" for a rebirth,
// "[wRd5->d8]" for a capturer sent to its rebirth square) and by which it tells a move's choices apart,
// and which module's reason it is: `tag` 0 is the role's plain form, others are the reasons modules
// registered with the rule set (Rules::register_reason), each with the words the web page shows ("magnetic
// field"). Compare roles (`reason.role == ReasonRole::Rebirth`), not reasons, to ask what an effect does.
struct EffectReason {
  ReasonRole role = ReasonRole::Move;
  uint8_t tag = 0;

  // The plain form of each role.
  static const EffectReason Move, Rebirth, CapturerRebirth, Displacement, KindChange, Underworld, Placement,
      SideChange, PickedChange, Exchange, Detour, Partner, Continuation, Transformation;

  friend constexpr bool operator==(EffectReason, EffectReason) = default;
};

inline constexpr EffectReason EffectReason::Move{ReasonRole::Move};
inline constexpr EffectReason EffectReason::Rebirth{ReasonRole::Rebirth};
inline constexpr EffectReason EffectReason::CapturerRebirth{ReasonRole::CapturerRebirth};
inline constexpr EffectReason EffectReason::Displacement{ReasonRole::Displacement};
inline constexpr EffectReason EffectReason::KindChange{ReasonRole::KindChange};
inline constexpr EffectReason EffectReason::Underworld{ReasonRole::Underworld};
inline constexpr EffectReason EffectReason::Placement{ReasonRole::Placement};
inline constexpr EffectReason EffectReason::SideChange{ReasonRole::SideChange};
inline constexpr EffectReason EffectReason::PickedChange{ReasonRole::PickedChange};
inline constexpr EffectReason EffectReason::Exchange{ReasonRole::Exchange};
inline constexpr EffectReason EffectReason::Detour{ReasonRole::Detour};
inline constexpr EffectReason EffectReason::Partner{ReasonRole::Partner};
inline constexpr EffectReason EffectReason::Continuation{ReasonRole::Continuation};
inline constexpr EffectReason EffectReason::Transformation{ReasonRole::Transformation};

struct Effect {
  EffectKind kind;
  Square from, to;
  bool flag = false;
  uint8_t index = 0;
  EffectReason reason;  // (here it fills what would be padding)
  Piece piece, previous;
  // Remove and Add: the unit's square in the diagram (Position::origin), given back by undo, carried
  // by a rebirth.
  Square origin;
};

}  // namespace nightrider
