#include "conditions/captures/take_and_make.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// The square of the unit the capture `m` takes.
Square take_and_make_victim_square(const Move& m) {
  return m.kind == MoveKind::EnPassant ? m.aux_square() : m.to;
}

}  // namespace

void TakeAndMake::add_makes(const Position& pos, const Rules& rules, Move take, MoveList& out) const {
  const Geometry& geo = pos.geometry();
  const Colour side = pos.side_to_move();
  const Square victim_square = take_and_make_victim_square(take);
  const Piece victim = pos.at(victim_square);
  const Piece mover = pos.at(take.from);
  if (!victim.is_unit() || !mover.is_unit()) return;
  // The make's walk, moving for the taken unit's side (a neutral unit's: the mover's enemy).
  const Piece walker(victim.kind(), victim.colour() == Colour::Neutral ? opposite(side) : victim.colour());
  // Where it may go: the board after the capture, the walker standing on the capture square (played on
  // the position and taken back exactly, as Rules::try_move does).
  MoveList walk;
  {
    Position& scratch = const_cast<Position&>(pos);
    const Square ep = pos.en_passant(), ep_victim = pos.en_passant_victim(), ep_also = pos.en_passant_also();
    const uint16_t marker = pos.move_marker();
    scratch.begin_move(take);
    scratch.remove(victim_square);
    scratch.remove(take.from);
    scratch.add(take.to, walker);
    if (ep.is_some()) scratch.set_move_en_passant(ep, ep_victim, ep_also);
    scratch.set_move_marker(marker);
    rules.generate_walk_moves(scratch, take.to, walk);
    scratch.end_move(false);
    scratch.undo_move();
  }
  const bool pawn = rules.def(mover.kind()).pawn;
  const auto& kinds = rules.params().promotion_kinds;
  take.promotion = PieceKind::None;  // (a pawn promotes where its make ends, if there)
  bool seen[Square::kIndexSpace] = {};
  for (const Move& make : walk) {
    if (make.is_capture() || make.kind == MoveKind::Castle || make.from != take.to) continue;
    const Square to = make.to;
    if (seen[to.index()]) continue;  // (a pawn's promotions: one square)
    seen[to.index()] = true;
    // A pawn may not make to its own first rank (Popeye's rule).
    if (pawn && geo.relative_rank(to, side) == 0) continue;
    const auto square = static_cast<uint32_t>(to.index() + 1);
    if (pawn && rules.on_promotion_rank(geo, to, side) && !kinds.empty()) {
      for (size_t k = 0; k < kinds.size(); ++k) {
        Move m = take;
        m.set_choices(static_cast<uint16_t>(m.choices() | slot_.place(square | (k + 1) << 8)));
        out.push(m);
      }
    } else {
      Move m = take;
      m.set_choices(static_cast<uint16_t>(m.choices() | slot_.place(square)));
      out.push(m);
    }
  }
}

void TakeAndMake::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  const auto& kinds = rules.params().promotion_kinds;
  MoveList walk;
  for (Square s : pos.geometry().squares()) {
    if (!Rules::movable_by(pos.at(s), side)) continue;
    walk.clear();
    rules.generate_walk_moves(pos, s, walk);
    for (const Move& take : walk) {
      if (!take.is_capture() || (take.kind != MoveKind::Normal && take.kind != MoveKind::EnPassant)) continue;
      // A pawn's capture onto its last rank comes once per promotion kind: one of them is enough.
      if (take.promotion != PieceKind::None && (kinds.empty() || take.promotion != kinds.front())) continue;
      add_makes(pos, rules, take, out);
    }
  }
}

bool TakeAndMake::admits(const Position&, const Rules&, const Move& m) const {
  return !m.is_capture() || slot_.get(m) != 0;
}

void TakeAndMake::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const uint32_t value = slot_.get(m);
  if (value == 0) return;
  const Square to = Square::from_index(static_cast<int>((value & 0xFF) - 1));
  const Piece mover = pos.at(m.to);
  pos.relocate(m.to, to, reason(ReasonRole::Continuation));
  const uint32_t promotion = value >> 8;
  const auto& kinds = rules.params().promotion_kinds;
  if (promotion != 0 && promotion <= kinds.size())
    pos.change(to, mover.with_kind(kinds[promotion - 1]), reason(ReasonRole::Continuation));
}

void apply_take_and_make(Rules& rules, const std::vector<std::string>& arguments) {
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "absolute" || word == "absolut" || word == "absolu")
      throw std::invalid_argument("Take&MakeChess Absolute is not supported yet");
    throw std::invalid_argument("Take&MakeChess takes no argument " + a);
  }
  rules.provide(kCapabilityMoverGoesOn, "Take&MakeChess");
  rules.add_module(std::make_unique<TakeAndMake>(rules.reserve_choice("Take&MakeChess", TakeAndMake::kBits)));
}

const ConditionEntry& take_and_make_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Take&MakeChess", .fr = "Take&MakeEchecs", .de = "Take&MakeSchach", .seeds = {}},
      .apply = &apply_take_and_make,
      // The make is part of the move: before every condition's side effects (Kobul kings, Glasgow's
      // rank and the Circe family have -1 and more).
      .order = -2,
  };
  return entry;
}

}  // namespace nightrider::conditions
