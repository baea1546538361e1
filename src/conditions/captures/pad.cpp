#include "conditions/captures/pad.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "core/unit_followed.h"

namespace nightrider::conditions {

namespace {

bool pad_royal(const Rules& rules, Piece unit) {
  return rules.def(unit.kind()).royal || (unit.attributes() & kAttributeRoyal) != 0;
}

Piece pad_marked(Piece unit, bool marked) {
  const PieceAttributes a = marked ? static_cast<PieceAttributes>(unit.attributes() | kAttributeSpent)
                                   : static_cast<PieceAttributes>(unit.attributes() & ~kAttributeSpent);
  return Piece(unit.kind(), unit.colour(), a);
}

}  // namespace

bool PadChess::may_take(const Rules& rules, Piece unit) const {
  if (!(unit.attributes() & kAttributeSpent)) return true;
  return pad_royal(rules, unit) ? !rex_inclusive_ : !strict_;
}

bool PadChess::admits(const Position& pos, const Rules& rules, const Move& m) const {
  return !m.is_capture() || may_take(rules, pos.at(m.from));
}

bool PadChess::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  // (Popeye decides check by playing the capture: one that is no move gives none.)
  if (o.purpose == ObservationPurpose::Paralysis) return true;
  return may_take(rules, pos.at(o.from));
}

void PadChess::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture()) return;
  if (strict_)  // (a unit taken and brought back comes back unmarked)
    for (const Effect& e : pos.last_side_effects())
      if (e.kind == EffectKind::Add && (e.piece.attributes() & kAttributeSpent) && pos.at(e.from) == e.piece)
        pos.change(e.from, pad_marked(e.piece, false), reason(ReasonRole::KindChange));
  const Square at = unit_followed(pos.last_side_effects(), m.to);
  if (at.is_none()) return;
  const Piece unit = pos.at(at);
  if (!unit.is_unit()) return;
  if (pad_royal(rules, unit) && !rex_inclusive_) return;
  if (unit.attributes() & kAttributeSpent)
    pos.remove(at, EffectReason::Move);  // (its second capture, allowed: it leaves the board)
  else
    pos.change(at, pad_marked(unit, true), reason(ReasonRole::KindChange));
}

void apply_pad_chess(Rules& rules, const std::vector<std::string>& arguments) {
  bool strict = false, rex_inclusive = false;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "strict")
      strict = true;
    else if (word == "rexinclusive")
      rex_inclusive = true;
    else
      throw std::invalid_argument("PADChess " + a + " is not supported yet");
  }
  rules.exclude(
      kCapabilityMoverGoesOn, "PADChess",
      "reading the capturer where its move arrived, which a second step leaves, is not supported yet");
  // (The mark is the one Volage keeps for a unit that changed side.)
  rules.claim("the units' spent mark", "PADChess");
  rules.add_module(std::make_unique<PadChess>(strict, rex_inclusive));
}

const ConditionEntry& pad_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "PADChess", .fr = "PADechecs", .de = "PADSchach", .seeds = {}},
      .apply = &apply_pad_chess,
  };
  return entry;
}

}  // namespace nightrider::conditions
