#include "conditions/captures/multicaptures.h"

#include <memory>
#include <stdexcept>
#include <tuple>

#include "conditions/capabilities.h"
#include "conditions/check/observed_twice.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

Square multicaptures_capture_square(const Move& m) {
  return m.kind == MoveKind::EnPassant ? m.aux_square() : m.to;
}

}  // namespace

bool MultiCaptures::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (!m.is_capture() || !restricts(pos.side_to_move())) return true;
  const Square target = multicaptures_capture_square(m);
  // Another move of the side's (another departure or arrival) that captures on the same square.
  MoveList moves;
  rules.generate_pseudo_legal(pos, moves);
  bool quiet_move = false, last = true;
  auto key = [](const Move& x) {
    return std::tuple{multicaptures_capture_square(x).index(), x.from.index(), x.to.index()};
  };
  for (const Move& other : moves) {
    if (!other.is_capture()) {
      quiet_move = true;
      continue;
    }
    if (multicaptures_capture_square(other) == target && (other.from != m.from || other.to != m.to)) return true;
    if (key(other) > key(m)) last = false;
  }
  // Popeye sorts the side's moves, captures first by their capture square, and drops each capture that
  // its successor does not share the square with; the last move of the list has no successor and is
  // never dropped. So where the side has no move that takes nothing, its last capture stays
  // (EXAMPLES/multicaptures.inp#1: the king's capture of h2 spares the black king a stalemate).
  return !quiet_move && last;
}

std::optional<bool> MultiCaptures::in_check(const Position& pos, const Rules& rules, Colour side) const {
  const Colour by = opposite(side);
  if (!restricts(by)) return std::nullopt;
  for (Square king : pos.royals(side)) {
    if (observed_from_two_squares(rules, pos, king, by, [](Square) { return true; })) return true;
  }
  return false;
}

void apply_multicaptures(Rules& rules, const std::vector<std::string>& arguments) {
  const Colour only = one_side_argument("MultiCaptures", arguments);
  rules.exclude(kCapabilityPathsMeet, "MultiCaptures",
                "Popeye counts the captures of walks whose paths meet path by path; not supported yet");
  rules.add_module(std::make_unique<MultiCaptures>(only));
}

namespace {

// Popeye's filter sorts the restricted side's moves (captures first) before it drops the single captures.
Colour multicaptures_sorted_side(const std::vector<std::string>& arguments) {
  return one_side_argument("MultiCaptures", arguments);
}

}  // namespace

const ConditionEntry& multicaptures_condition() {
  static const ConditionEntry entry{
      .names = {.en = "MultiCaptures", .fr = "MultiCaptures", .de = "MultiCaptures", .seeds = {}},
      .apply = &apply_multicaptures,
      // (It only forbids captures and changes what check is: every move it allows is a move of chess.)
      .keeps_orthodox_moves = true,
      .popeye_sorts_captures_first = &multicaptures_sorted_side,
  };
  return entry;
}

}  // namespace nightrider::conditions
