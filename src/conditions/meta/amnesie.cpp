#include "conditions/meta/amnesie.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// The castling rights the position alone allows: the king of a side on its game-array square (the
// middle file of its first rank, as castling has it on any width) and a rook of that side on a corner
// of that rank; `set(square, on)` is told each square of both first ranks.
template <class Set>
void amnesie_rights(const Position& pos, Set&& set) {
  const Geometry& geo = pos.geometry();
  for (Colour c : {Colour::White, Colour::Black}) {
    const int rank = c == Colour::White ? 0 : geo.height() - 1;
    const Square king_home(geo.width() / 2, rank);
    const Square corners[2] = {Square(0, rank), Square(geo.width() - 1, rank)};
    const bool king = pos.at(king_home).is(PieceKind::King, c);
    bool rook[2];
    for (int i = 0; i < 2; ++i) rook[i] = king && pos.at(corners[i]).is(PieceKind::Rook, c);
    for (int file = 0; file < geo.width(); ++file) {
      const Square s(file, rank);
      bool on = false;
      if (s == king_home) on = rook[0] || rook[1];
      else if (s == corners[0]) on = rook[0];
      else if (s == corners[1]) on = rook[1];
      set(s, on);
    }
  }
}

}  // namespace

void Amnesie::after_move(Position& pos, const Rules&, const Move&) const {
  amnesie_rights(pos, [&pos](Square s, bool on) {
    if (on)
      pos.grant_right(s);
    else
      pos.clear_right(s);
  });
}

void Amnesie::diagram(Position& pos, const Rules&) const {
  amnesie_rights(pos, [&pos](Square s, bool on) { pos.set_right(s, on); });
}

void apply_amnesie(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Amnesie", arguments);
  rules.add_module(std::make_unique<Amnesie>());
}

const ConditionEntry& amnesie_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Amnesie", .fr = "Amnesie", .de = "Amnesie", .seeds = {{"Amnésie", {}}}},
      .apply = &apply_amnesie,
  };
  return entry;
}

}  // namespace nightrider::conditions
