#include "notation/effect_notes.h"

#include <algorithm>
#include <utility>

#include "rules/rules.h"

namespace nightrider {

std::vector<std::string> rule_state_notes(const Rules& rules, const Position& after, Colour mover) {
  std::vector<std::string> notes;
  for (const auto& module : rules.modules()) {
    std::string note = module->state_note(after, mover);
    if (!note.empty()) notes.push_back(std::move(note));
  }
  return notes;
}

bool attributes_only(Piece before, Piece after) {
  return before.kind() == after.kind() && before.colour() == after.colour() &&
         before.attributes() != after.attributes();
}

bool walks_only(Piece before, Piece after) {
  return attributes_only(before, after) &&
         ((before.attributes() ^ after.attributes()) & ~kAttributeWalks) == 0;
}

std::vector<PieceKind> gained_walks(Piece unit) {
  std::vector<PieceKind> walks;
  for (const auto& [bit, kind] :
       {std::pair{kAttributeWalkPawn, PieceKind::Pawn}, std::pair{kAttributeWalkKnight, PieceKind::Knight},
        std::pair{kAttributeWalkBishop, PieceKind::Bishop}, std::pair{kAttributeWalkRook, PieceKind::Rook}})
    if (unit.attributes() & bit) walks.push_back(kind);
  return walks;
}

namespace {

// A note about effect e's unit, on e's square.
EffectNote note_of(EffectNote::Kind kind, const Effect& e) {
  EffectNote note;
  note.kind = kind;
  note.reason = e.reason;
  note.unit = note.previous = e.piece;
  note.from = note.to = e.from;
  return note;
}

// The move's own action: its step (the first relocation), a capture, a promotion, what a Special
// walk did (Rococo's captures, the partner of a swap put back elsewhere), castling's rook; a unit it
// carries along (a push or a pull), which is noted as a side effect.
void note_primary(std::span<const Effect> effects, std::vector<EffectNote>& notes) {
  std::vector<bool> put_back(effects.size(), false);
  bool stepped = false;
  for (size_t i = 0; i < effects.size(); ++i) {
    const Effect& e = effects[i];
    if (put_back[i] || e.piece.is_hole()) continue;  // (a hole is no unit: no notation writes it)
    EffectNote note = note_of(EffectNote::Kind::Remove, e);
    note.primary = true;
    // A unit the move carries along (core/move.h): written as a side effect, not the move's own step.
    if ((e.kind == EffectKind::Relocate || e.kind == EffectKind::Remove) && e.reason.role == ReasonRole::Displacement) {
      note.primary = false;
      note.carried = true;
      if (e.kind == EffectKind::Relocate) {
        note.kind = EffectNote::Kind::Go;
        note.to = e.to;
      }
      notes.push_back(std::move(note));
      continue;
    }
    switch (e.kind) {
      case EffectKind::Remove:
        // A unit taken off and put back by the move itself changed places with the mover.
        for (size_t j = i + 1; j < effects.size(); ++j)
          if (effects[j].kind == EffectKind::Add && effects[j].reason.role == ReasonRole::Move && !put_back[j] &&
              effects[j].piece == e.piece) {
            put_back[j] = true;
            note.kind = EffectNote::Kind::Swap;
            note.to = effects[j].from;
            break;
          }
        break;
      case EffectKind::Relocate:
        note.kind = EffectNote::Kind::Go;
        note.to = e.to;
        note.own_step = !stepped;
        stepped = true;
        break;
      case EffectKind::Change:
        note.kind = EffectNote::Kind::Change;
        note.previous = e.previous;
        // (Before the move's step: a change made before the move, else the move's promotion.)
        note.own_step = stepped;
        note.before = !stepped;
        break;
      case EffectKind::Add:
        note.kind = EffectNote::Kind::Appear;
        break;
      default:
        continue;
    }
    notes.push_back(std::move(note));
  }
}

}  // namespace

std::vector<EffectNote> effect_notes(std::span<const Effect> all, size_t side_effects_begin) {
  std::vector<EffectNote> notes;
  note_primary(all.first(side_effects_begin), notes);
  const std::span<const Effect> effects = all.subspan(side_effects_begin);
  auto detour = [](const Effect& e) { return e.kind == EffectKind::Stay && e.reason.role == ReasonRole::Detour; };
  // A change belongs to the note of the effect just before it (it is written inside that note's
  // brackets) when the change is a rebirth's (a reborn pawn's promotion, "[wPa7->d8=Q]", "[+bPa1=Q]") or
  // changes a unit that a side effect of the move has just put where it stands ("[+wPa2=b]").
  auto placed_by_side_effect = [&](size_t i) {
    for (size_t j = 0; j < i; ++j) {
      const Effect& p = effects[j];
      if ((p.kind == EffectKind::Add && p.from == effects[i].from) ||
          ((p.kind == EffectKind::Relocate || (p.kind == EffectKind::Stay && !detour(p))) && p.to == effects[i].from))
        return true;
    }
    return false;
  };
  // Where the move's own action took its units (the mover, castling's rook), if it moved any.
  std::vector<Square> moved_to;
  for (const EffectNote& n : notes)
    if (n.primary && n.kind == EffectNote::Kind::Go) moved_to.push_back(n.to);
  auto moved_there = [&](Square s) { return std::find(moved_to.begin(), moved_to.end(), s) != moved_to.end(); };
  // A unit marked by a rule's bookkeeping alone (PAD chess's unit that has taken), which no notation
  // writes (as Popeye, which keeps that mark beside the board).
  auto mark_only = [](const Effect& e) {
    return e.kind == EffectKind::Change && attributes_only(e.previous, e.piece) &&
           (e.previous.attributes() ^ e.piece.attributes()) == kAttributeSpent;
  };
  std::vector<bool> follows(effects.size());
  for (size_t i = 0; i < effects.size(); ++i)
    follows[i] = !mark_only(effects[i]) && effects[i].kind == EffectKind::Change &&
                 effects[i].reason.role != ReasonRole::PickedChange &&
                 (effects[i].reason.role == ReasonRole::Rebirth ||
                  effects[i].reason.role == ReasonRole::CapturerRebirth || placed_by_side_effect(i));
  auto exchange = [](const Effect& e) { return e.kind == EffectKind::Change && e.reason.role == ReasonRole::Exchange; };
  // What the unit of effect i became next, inside its note: the change after it, and a change of
  // attributes only after that one on the same square ("[wPd7->e8=Q=c]"). The change need not come
  // right after it: effects elsewhere may come between (another rebirth, "[wPd5->d2=b][+bQd8=w]"), not
  // one on the unit's square.
  std::vector<bool> taken(effects.size(), false);  // changes written inside an earlier note
  auto touches = [](const Effect& e, Square s) {
    return e.from == s || ((e.kind == EffectKind::Relocate || e.kind == EffectKind::Stay) && e.to == s);
  };
  auto then = [&](size_t i, Square at) {
    std::vector<Piece> changes;
    size_t j = i + 1;
    while (j < effects.size() && !touches(effects[j], at)) ++j;
    if (j < effects.size() && follows[j] && effects[j].from == at) {
      changes.push_back(effects[j].piece);
      taken[j] = true;
      if (j + 1 < effects.size() && follows[j + 1] && attributes_only(effects[j + 1].previous, effects[j + 1].piece) &&
          effects[j + 1].from == at) {
        changes.push_back(effects[j + 1].piece);
        taken[j + 1] = true;
      }
    }
    return changes;
  };
  for (size_t i = 0; i < effects.size(); ++i) {
    const Effect& e = effects[i];
    if (e.piece.is_hole() || mark_only(e) || e.reason.role == ReasonRole::Transformation)
      continue;  // (a hole a move leaves behind, Haan chess, and a turned board are written nowhere)
    EffectNote note = note_of(EffectNote::Kind::Change, e);
    // A capturer a rule changed where it took before sending it on (AntiCirce Clone) sets out as it was.
    if (i > 0 && effects[i - 1].kind == EffectKind::Change && effects[i - 1].reason.role == ReasonRole::CapturerRebirth &&
        effects[i - 1].from == e.from)
      note.previous = effects[i - 1].previous;
    if (detour(e)) {
      note.kind = EffectNote::Kind::Detour;
    } else if (exchange(e)) {
      if (i + 1 < effects.size() && exchange(effects[i + 1])) {
        // Two units exchanged squares: each is written with the square it came from.
        const Effect& other = effects[i + 1];
        note.kind = EffectNote::Kind::Exchange;
        note.partner = other.piece;
        note.from = other.from;
        ++i;
      } else {
        continue;
      }
    } else if (e.kind == EffectKind::Change) {
      // (In the note before it; a rebirth's change that no note took is the capturer's change before
      // it is sent on, which its Go note writes: "[wBd6->Pd2]".)
      if (taken[i] || (follows[i] && (e.reason.role == ReasonRole::Rebirth || e.reason.role == ReasonRole::CapturerRebirth)))
        continue;
      note.previous = e.previous;
      note.elsewhere = e.reason.role == ReasonRole::PickedChange ||
                       (!moved_to.empty() && !moved_there(e.from) && !placed_by_side_effect(i));
    } else if (e.kind == EffectKind::Remove && e.reason.role == ReasonRole::CapturerRebirth && i + 1 < effects.size() &&
               effects[i + 1].kind == EffectKind::Bury) {
      // A capturer sent to wait under its occupied rebirth square, promoted first if it is a pawn reborn
      // on its last rank ("[wPb7->c8=Q->v]").
      const Effect& buried = effects[i + 1];
      note.kind = EffectNote::Kind::GoUnder;
      note.to = buried.from;
      if (note.previous == e.piece && buried.piece.kind() != e.piece.kind()) note.then.push_back(buried.piece);
      ++i;
    } else if (e.kind == EffectKind::Unbury && e.reason.role == ReasonRole::Partner && i + 1 < effects.size() &&
               effects[i + 1].kind == EffectKind::Bury && effects[i + 1].reason.role == ReasonRole::Partner &&
               effects[i + 1].piece == e.piece) {
      // A partner of the mover going from under one square to under another (Augsburg's stacked unit
      // travelling with the mover): "Rd2-d5/wPd2-d5".
      note.kind = EffectNote::Kind::Go;
      note.to = effects[i + 1].from;
      ++i;
    } else if (e.kind == EffectKind::Remove) {
      note.kind = EffectNote::Kind::Remove;
    } else if (e.kind == EffectKind::Add) {
      note.kind = EffectNote::Kind::Appear;
      note.previous = e.piece;
      note.then = then(i, e.from);
    } else if (e.kind == EffectKind::Bury && e.reason.role == ReasonRole::Rebirth) {
      note.kind = EffectNote::Kind::WaitUnder;
      // A unit that changed on its way under the square (a pawn promoted under its last rank): as it
      // was taken, then what it became ("[+wPc8=Q->v]").
      if (e.previous.is_unit() && e.previous != e.piece) {
        note.unit = note.previous = e.previous;
        note.then.push_back(e.piece);
      }
    } else if (e.kind == EffectKind::Relocate || e.kind == EffectKind::Stay) {
      note.kind = EffectNote::Kind::Go;
      note.to = e.kind == EffectKind::Relocate ? e.to : e.from;
      note.then = then(i, note.to);
    } else {
      continue;
    }
    notes.push_back(std::move(note));
  }
  return notes;
}

}  // namespace nightrider
