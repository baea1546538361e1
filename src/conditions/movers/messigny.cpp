#include "conditions/movers/messigny.h"

#include <memory>
#include <stdexcept>

#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

bool messigny_royal(const Rules& rules, Piece p) {
  return rules.def(p.kind()).royal || (p.attributes() & kAttributeRoyal);
}

}  // namespace

void Messigny::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  // The squares of the exchange just played, if the move just played was one.
  Square banned_a = Square::none(), banned_b = Square::none();
  if (const uint16_t marker = pos.move_marker(); marker != 0) {
    banned_a = Square::from_index(marker >> 8);
    banned_b = Square::from_index(marker & 0xFF);
  }
  auto banned = [&](Square s) { return s == banned_a || s == banned_b; };
  // The partners: the enemy's units and the neutral ones, off the banned squares.
  Square partners[256];
  int count = 0;
  for (Square s : pos.geometry().squares()) {
    const Piece q = pos.at(s);
    if (q.is_unit() && q.colour() != side && !banned(s)) partners[count++] = s;
  }
  if (count == 0) return;
  for (Square from : pos.geometry().squares()) {
    const Piece p = pos.at(from);
    if (!p.is_unit() || (p.colour() != side && p.colour() != Colour::Neutral) || banned(from)) continue;
    if (!rex_inclusive_ && messigny_royal(rules, p)) continue;
    for (int i = 0; i < count; ++i)
      if (partners[i] != from && pos.at(partners[i]).kind() == p.kind()) out.push(Move{from, partners[i], MoveKind::Swap});
  }
}

void Messigny::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Swap) pos.set_move_marker(static_cast<uint16_t>(m.from.index() << 8 | m.to.index()));
}

void apply_messigny(Rules& rules, const std::vector<std::string>& arguments) {
  bool rex_inclusive = true;
  for (const std::string& argument : arguments) {
    const std::string word = lower_case(argument);
    if (word == "rexexclusive" || word == "rexexclusiv")
      rex_inclusive = false;
    else if (word == "rexinclusive" || word == "rexinclusiv")
      rex_inclusive = true;
    else
      throw std::invalid_argument("MessignyChess: unknown word '" + argument + "' (RexInclusive or RexExclusive)");
  }
  rules.claim("the move marker", "MessignyChess");
  rules.params().move_marker_in_fen = true;
  rules.add_module(std::make_unique<Messigny>(rex_inclusive));
}

const ConditionEntry& messigny_condition() {
  static const ConditionEntry entry{
      .names = {.en = "MessignyChess", .fr = "EchecsMessigny", .de = "MessignySchach", .seeds = {}},
      .apply = &apply_messigny,
  };
  return entry;
}

}  // namespace nightrider::conditions
