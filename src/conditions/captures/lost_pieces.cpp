#include "conditions/captures/lost_pieces.h"

#include <memory>
#include <vector>

#include "conditions/registry.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

namespace {

// Where the unit that stood on `s` is after the move just played (followed through its steps), or none
// if the move took it off the board.
Square lost_pieces_follow(const Position& after, Square s) {
  Square at = s;
  for (const Effect& e : after.last_effects()) {
    if (e.from != at) continue;
    if (e.kind == EffectKind::Relocate)
      at = e.to;
    else if (e.kind == EffectKind::Remove || e.kind == EffectKind::Bury)
      at = Square::none();
    if (at.is_none()) break;
  }
  return at.is_some() && after.at(at).is_unit() ? at : Square::none();
}

// Is `losing` in check with the unit on `at` as its only royal unit, by the rules' definition of check
// (AntiCirce's: only where the capture would be legal)? Its king is no royal unit for the while: it
// stands in the way as a hole does.
bool lost_pieces_checked_as_royal(const Position& pos, const Rules& rules, Square at, Colour losing) {
  const Piece unit = pos.at(at);
  const Piece royal(unit.kind(), unit.colour(), unit.attributes() | kAttributeRoyal);
  const Square king = pos.king(losing);
  bool checked = false;
  auto ask = [&](const Position& board) {
    with_unit_in_place(board, at, royal, [&](const Position& b) { checked = rules.in_check(b, losing); });
  };
  if (king.is_some() && king != at)
    with_unit_in_place(pos, king, Piece::hole(), ask);
  else
    ask(pos);
  return checked;
}

}  // namespace

bool LostPieces::lost(Position& pos, const Rules& rules, Square s, Colour losing) const {
  const Colour removing = opposite(losing);
  if (!rules.is_attacked(pos, s, removing) || !lost_pieces_checked_as_royal(pos, rules, s, losing))
    return false;
  // Every move of the losing side, the kings as plain units: one that leaves the unit unattacked saves it.
  const Colour to_move = pos.side_to_move();
  pos.set_side_to_move(losing);
  MoveList moves;
  rules.generate_pseudo_legal(pos, moves);
  bool saved = false;
  for (const Move& reply : moves) {
    if (!rules.admits(pos, reply)) continue;
    rules.play(pos, reply);
    const Square at = lost_pieces_follow(pos, s);
    saved = at.is_none() || !rules.is_attacked(pos, at, removing) ||
            !lost_pieces_checked_as_royal(pos, rules, at, losing);
    rules.undo(pos);
    if (saved) break;
  }
  pos.set_side_to_move(to_move);
  if (saved) return false;
  // The removing side's kings are plain units for the while: a unit of the losing side may take one
  // (the move generator offers no such capture), which saves the unit if it is then unattacked.
  const std::vector<Square> kings(pos.royals(removing).begin(), pos.royals(removing).end());
  for (Square king : kings) {
    if (!rules.def(pos.at(king).kind()).royal) continue;
    pos.units_of_side(losing).for_each([&](Square from) {
      if (saved || from == king || !rules.attacks(pos, from, king)) return;
      pos.begin_move(Move{from, king});
      pos.remove(king);
      pos.relocate(from, king);
      const Square at = from == s ? king : s;
      saved = !rules.is_attacked(pos, at, removing) || !lost_pieces_checked_as_royal(pos, rules, at, losing);
      pos.end_move(false);
      pos.undo_move();
    });
    if (saved) return false;
  }
  return true;
}

void LostPieces::after_move(Position& pos, const Rules& rules, const Move&) const {
  uint32_t& testing = pos.scratch(scratch_slot_);
  if (testing != 0) return;  // (a move of the test itself)
  testing = 1;
  const Colour losing = opposite(pos.side_to_move());  // (the turn passes after the side effects)
  const Square king = pos.king(losing);
  std::vector<Square> lost_units;
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || s == king || (p.colour() != losing && p.colour() != Colour::Neutral)) continue;
    if (lost(pos, rules, s, losing)) lost_units.push_back(s);
  }
  testing = 0;
  for (Square s : lost_units) pos.remove(s, reason(ReasonRole::Move));
  // A double step's en passant right lapses where the pawns that could take are gone.
  if (!lost_units.empty() && pos.en_passant().is_some()) {
    const Square first = pos.en_passant(), second = pos.en_passant_also(), victim = pos.en_passant_victim();
    pos.set_move_en_passant(Square::none(), Square::none());
    rules.open_en_passant(pos, first, second, victim, losing);
  }
}

void apply_lost_pieces(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("LostPieces", arguments);
  rules.add_module(std::make_unique<LostPieces>(rules.reserve_scratch("LostPieces")));
}

const ConditionEntry& lost_pieces_condition() {
  static const ConditionEntry entry{
      .names = {.en = "LostPieces", .fr = "PiecesPerdues", .de = "VerloreneSteine", .seeds = {}},
      .apply = &apply_lost_pieces,
      .order = 10,  // after every other side effect (Circe's rebirths), as in Popeye
      .acts_after_threat_pass = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
