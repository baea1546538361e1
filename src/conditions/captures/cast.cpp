#include "conditions/captures/cast.h"

#include <memory>
#include <stdexcept>

#include "conditions/registry.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

namespace {

// Does a walk move of the unit on `from` take the unit on `target`?
bool cast_walk_takes(const Position& pos, const Rules& rules, Square from, Square target) {
  MoveList walk;
  rules.generate_walk_moves(pos, from, walk);
  for (const Move& m : walk)
    if (m.is_capture() && (m.kind == MoveKind::EnPassant ? m.aux_square() : m.to) == target) return true;
  return false;
}

}  // namespace

int cast_capture_count(const Position& pos, const Rules& rules, Square from) {
  MoveList walk;
  rules.generate_walk_moves(pos, from, walk);
  Square first = Square::none();
  int count = 0;
  for (const Move& m : walk) {
    if (!m.is_capture()) continue;
    const Square taken = m.kind == MoveKind::EnPassant ? m.aux_square() : m.to;
    if (first.is_none()) {
      first = taken;
      count = 1;
    } else if (taken != first) {
      return 2;
    }
  }
  // The generator takes no king: each enemy king is asked for as a unit of no rank in its place (Popeye
  // counts the capture of a king in check among the unit's captures).
  const Piece unit = pos.at(from);
  const Colour side = unit.colour() == Colour::Neutral ? pos.side_to_move() : unit.colour();
  for (const Square king : pos.royals(opposite(side))) {
    const Piece royal = pos.at(king);
    if (!royal.is_unit() || king == from) continue;
    const bool taken =
        with_unit_on(pos, king, king, Piece(PieceKind::Queen, royal.colour()),
                     [&](const Position& board) { return cast_walk_takes(board, rules, from, king); });
    if (taken && ++count >= 2) return 2;
  }
  return count;
}

bool CastChess::may_take(const Position& pos, const Rules& rules, Square unit) const {
  const int count = cast_capture_count(pos, rules, unit);
  return inverse_ ? count >= 2 : count <= 1;
}

bool CastChess::admits(const Position& pos, const Rules& rules, const Move& m) const {
  return !m.is_capture() || may_take(pos, rules, m.from);
}

bool CastChess::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  if (o.purpose == ObservationPurpose::Paralysis) return true;
  return may_take(pos, rules, o.from);
}

void apply_cast_chess(Rules& rules, const std::vector<std::string>& arguments) {
  bool inverse = false;
  for (const std::string& word : arguments) {
    const std::string w = lower_case(word);
    if (w == "inverse" || w == "invers" || w == "invverse")
      inverse = true;
    else
      throw std::invalid_argument("CASTChess takes only Inverse, not '" + word + "'");
  }
  rules.add_module(std::make_unique<CastChess>(inverse));
}

const ConditionEntry& cast_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "CASTChess", .fr = "CASTEchecs", .de = "CASTSchach", .seeds = {}},
      .apply = &apply_cast_chess,
  };
  return entry;
}

}  // namespace nightrider::conditions
