#include "conditions/board/castling_chess.h"

#include <memory>

#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

constexpr int kCastlingChessDirections[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// The first square beyond `from` in direction (df, dr) that is not empty (a unit or a hole), or none.
Square castling_chess_line_end(const Position& pos, Square from, int df, int dr) {
  Square s = pos.geometry().offset(from, df, dr);
  while (s.is_some() && pos.at(s).is_empty()) s = pos.geometry().offset(s, df, dr);
  return s;
}

}  // namespace

void CastlingChess::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  const Geometry& geo = pos.geometry();
  bool in_check_known = false, in_check_now = false;
  for (Square king : pos.royals(side)) {
    const Piece k = pos.at(king);
    if (k.kind() != PieceKind::King || (k.colour() != side && k.colour() != Colour::Neutral)) continue;
    for (const auto& d : kCastlingChessDirections) {
      const Square passed = geo.offset(king, d[0], d[1]);
      if (passed.is_none() || !pos.at(passed).is_empty()) continue;
      const Square target = geo.offset(passed, d[0], d[1]);
      if (target.is_none() || !pos.at(target).is_empty()) continue;
      const Square partner = castling_chess_line_end(pos, target, d[0], d[1]);
      if (partner.is_none() || !pos.at(partner).is_unit()) continue;
      if (rokagogo_ && (pos.at(partner).kind() != PieceKind::Rook || (d[0] != 0 && d[1] != 0))) continue;
      if (!in_check_known) {
        in_check_now = rules.in_check(pos, side);
        in_check_known = true;
      }
      if (in_check_now) return;
      // The king may not pass a square where it would be in check.
      Move step{king, passed};
      if (rules.try_move(pos, step, [&](const Position& after) { return rules.in_check(after, side); }, true))
        continue;
      Move m{king, target};
      m.set_choices(static_cast<uint16_t>(m.choices() | slot_.place(1)));
      out.push(m);
    }
  }
}

void CastlingChess::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind != MoveKind::Normal || slot_.get(m) == 0) return;
  const int df = (m.to.file() - m.from.file()) / 2, dr = (m.to.rank() - m.from.rank()) / 2;
  const Square passed = pos.geometry().offset(m.from, df, dr);
  const Square partner = castling_chess_line_end(pos, m.to, df, dr);
  if (partner.is_some() && pos.at(partner).is_unit()) pos.relocate(partner, passed, reason(ReasonRole::Partner));
}

namespace {

void apply_castling_chess_module(Rules& rules, bool rokagogo, const char* keyword,
                                 const std::vector<std::string>& arguments) {
  expect_no_arguments(keyword, arguments);
  rules.claim("castling", keyword);
  rules.add_module(std::make_unique<CastlingChess>(rokagogo, rules.reserve_choice(keyword, 1)));
}

}  // namespace

void apply_castling_chess(Rules& rules, const std::vector<std::string>& arguments) {
  apply_castling_chess_module(rules, false, "CastlingChess", arguments);
}

void apply_rokagogo(Rules& rules, const std::vector<std::string>& arguments) {
  apply_castling_chess_module(rules, true, "Rokagogo", arguments);
}

const ConditionEntry& castling_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "CastlingChess", .fr = "EchecsRoque", .de = "RochadeSchach", .seeds = {}},
      .apply = &apply_castling_chess,
  };
  return entry;
}

const ConditionEntry& rokagogo_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Rokagogo", .fr = "Rokagogo", .de = "Rokagogo", .seeds = {{"Rokagogo", {}}}},
      .apply = &apply_rokagogo,
  };
  return entry;
}

}  // namespace nightrider::conditions
