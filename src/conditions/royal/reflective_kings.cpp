#include "conditions/royal/reflective_kings.h"

#include <memory>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// The walks a reflective king may borrow: those of the rule set's pieces with plain walk data.
bool reflective_borrowable(const Rules& rules, PieceKind k) {
  const PieceDef& d = rules.def(k);
  return k != PieceKind::King && rules.uses(k) && !d.pawn && !d.special && !d.borrows_walks && !d.royal &&
         d.target == CaptureTarget::Enemy;
}

// Asks `ask` with the unit on `from` changed into `kind` for the while (journaled, undone).
template <typename Ask>
bool reflective_as(const Position& pos, Square from, PieceKind kind, Ask&& ask) {
  Position& scratch = const_cast<Position&>(pos);
  const Square ep = pos.en_passant(), victim = pos.en_passant_victim(), also = pos.en_passant_also();
  const uint16_t marker = pos.move_marker();
  scratch.begin_move(Move{from, from});
  scratch.change(from, pos.at(from).with_kind(kind));
  if (ep.is_some()) scratch.set_move_en_passant(ep, victim, also);
  scratch.set_move_marker(marker);
  const bool answer = ask(static_cast<const Position&>(scratch));
  scratch.end_move(false);
  scratch.undo_move();
  return answer;
}

}  // namespace

void ReflectiveKing::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  if (pos.side_to_move() != side_) return;
  const Square king = pos.king(side_);
  if (king.is_none() || !pos.at(king).is(PieceKind::King, side_)) return;
  const Colour enemy = opposite(side_);
  for (int k = 0; k < kPieceKindCount; ++k) {
    const auto walk = static_cast<PieceKind>(k);
    if (!reflective_borrowable(rules, walk)) continue;
    if (!rules.is_attacked_by(pos, king, enemy, walk, ObservationLevel::All, ObservationPurpose::Check)) continue;
    MoveList walk_moves;
    reflective_as(pos, king, walk, [&](const Position& as) {
      rules.generate_walk_moves(as, king, walk_moves);
      return true;
    });
    for (const Move& m : walk_moves) {
      bool known = false;  // (the king's own move there, or another walk's)
      for (const Move& o : out)
        if (o.from == king && o.to == m.to && o.kind == MoveKind::Normal) known = true;
      if (known) continue;
      Move plain{king, m.to};
      plain.flags = m.flags & kFlagCapture;
      out.push(plain);
    }
  }
}

namespace {

void reflective_king_for(Rules& rules, Colour side) {
  rules.exclude(kCapabilityBorrowedWalks, "ReflectiveKings", "a king borrowing the walks of units that move with the walk behind them (Annan) is not supported yet");
  const std::string capability = side == Colour::White ? "the white king's reflection" : "the black king's reflection";
  if (rules.provider(capability)) return;  // (ReflectiveKings with a side's own condition: once)
  rules.provide(capability, side == Colour::White ? "WhiteReflectiveKing" : "BlackReflectiveKing");
  rules.add_module(std::make_unique<ReflectiveKing>(side));
}

}  // namespace

void apply_white_reflective_king(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("WhiteReflectiveKing", arguments);
  reflective_king_for(rules, Colour::White);
}

void apply_black_reflective_king(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("BlackReflectiveKing", arguments);
  reflective_king_for(rules, Colour::Black);
}

void apply_reflective_kings(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("ReflectiveKings", arguments);
  reflective_king_for(rules, Colour::White);
  reflective_king_for(rules, Colour::Black);
}

const ConditionEntry& white_reflective_king_condition() {
  static const ConditionEntry entry{
      .names = {.en = "WhiteReflectiveKing", .fr = "BlancRoiReflecteur", .de = "WeisserReflektierenderKoenig",
                .seeds = {}},
      .apply = &apply_white_reflective_king,
  };
  return entry;
}

const ConditionEntry& black_reflective_king_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BlackReflectiveKing", .fr = "NoirRoiReflecteur", .de = "SchwarzerReflektierenderKoenig",
                .seeds = {}},
      .apply = &apply_black_reflective_king,
  };
  return entry;
}

const ConditionEntry& reflective_kings_condition() {
  static const ConditionEntry entry{
      .names = {.en = "ReflectiveKings", .fr = "RoisReflecteurs", .de = "ReflektierendeKoenige",
                .seeds = {{"Rois réflecteurs", {}}}},
      .apply = &apply_reflective_kings,
  };
  return entry;
}

}  // namespace nightrider::conditions
