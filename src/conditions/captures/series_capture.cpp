#include "conditions/captures/series_capture.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "core/unit_followed.h"

namespace nightrider::conditions {

namespace {

// The square of the unit going on, or none between series. (The move marker holds it as two squares,
// the one beside it on the rank first, the FEN's form of a marker: never 0, even on a1.)
Square series_unit_square(const Position& pos) {
  return pos.move_marker() == 0 ? Square::none() : Square::from_index(pos.move_marker() & 0xFF);
}

uint16_t series_marker(Square unit) { return static_cast<uint16_t>((unit.index() ^ 1) << 8 | unit.index()); }

}  // namespace

void SeriesCapture::choices(const Position&, const Rules&, const Move& m,
                            std::vector<uint32_t>& values) const {
  values.push_back(0);
  // (Whether the unit may really go on is known only once every side effect is made: legal_after.)
  if (m.is_capture() && m.kind != MoveKind::Castle && m.kind != MoveKind::Null)
    values.push_back(slot_.place(1));
}

bool SeriesCapture::admits(const Position& pos, const Rules&, const Move& m) const {
  const Square unit = series_unit_square(pos);
  if (unit.is_none()) return true;
  return m.from == unit && m.kind != MoveKind::Castle && m.kind != MoveKind::Null;
}

void SeriesCapture::after_move(Position& pos, const Rules&, const Move& m) const {
  if (slot_.get(m) != 1) return;
  // The unit that took, followed through the side effects (AntiCirce sends it to its rebirth square).
  const Square at = unit_followed(pos.last_side_effects(), m.to);
  // (A unit that left the board cannot go on: legal_after refuses the move by the flag.)
  if (at.is_none()) {
    pos.set_move_marker(series_marker(m.to));
    pos.set_rule_flag(gone_flag_, true);
    return;
  }
  pos.set_move_marker(series_marker(at));
}

bool SeriesCapture::legal_after(const Position& pos, const Rules& rules, Colour mover) const {
  if (pos.move_marker() == 0) return true;
  if (pos.rule_flag(gone_flag_)) return false;
  const Piece unit = pos.at(series_unit_square(pos));
  if (!unit.is_unit() || unit.colour() != mover) return false;
  return !rules.in_check(pos, mover) && !rules.in_check(pos, opposite(mover));
}

bool SeriesCapture::ends_turn(const Position& pos, const Rules&, const Move&) const {
  return pos.move_marker() == 0;
}

void apply_series_capture(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("SeriesCapture", arguments);
  rules.claim("the move marker", "SeriesCapture");
  rules.claim("the order of turns", "SeriesCapture");
  rules.provide(kCapabilityCapturesGoingOn, "SeriesCapture");
  rules.params().move_marker_in_fen = true;
  rules.params().turn_is_one_unit_going_on = true;
  rules.add_module(std::make_unique<SeriesCapture>(rules.reserve_choice("SeriesCapture", 1),
                                                   rules.reserve_flag("SeriesCapture")));
}

const ConditionEntry& series_capture_condition() {
  static const ConditionEntry entry{
      .names = {.en = "SeriesCapture", .fr = "SerieCapture", .de = "SerienSchlag", .seeds = {}},
      .apply = &apply_series_capture,
  };
  return entry;
}

}  // namespace nightrider::conditions
