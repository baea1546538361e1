// The elementary effects and their journal beyond orthodox chess: holes, recolouring, the underworld,
// rights and the move marker, all undone exactly, with the hash kept incrementally.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "rules/rules.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

// A rule set with the orthodox army and one test module that exercises every effect after each move:
// the vacated square becomes a hole (Haan), a non-capturing mover changes colour (Anti-Andernach), a
// captured unit goes to the underworld under its square (Ghost), and the oldest buried unit whose square
// is empty comes back (before the vacated square turns into a hole).
class EveryEffect final : public RuleModule {
 public:
  const char* name() const override { return "every effect (test)"; }
  unsigned hooks() const override { return kHookAfterMove; }
  void after_move(Position& pos, const Rules&, const Move& m) const override {
    const Piece mover = pos.at(m.to);
    if (m.is_capture()) {
      const Effect& first = pos.last_effects().front();  // the primary action's capture
      if (first.kind == EffectKind::Remove) pos.bury(first.from, first.piece);
    } else if (mover.is_unit() && mover.kind() != PieceKind::King) {
      pos.change(m.to, mover.with_colour(opposite(mover.colour())));
    }
    for (size_t i = 0; i < pos.underworld().size(); ++i) {
      const BuriedUnit u = pos.underworld()[i];
      if (pos.at(u.square).is_empty()) {
        pos.unbury(i);
        pos.add(u.square, u.piece);
        break;
      }
    }
    if (pos.at(m.from).is_empty()) pos.add(m.from, Piece::hole());
    pos.set_move_marker(static_cast<uint16_t>(m.to.index() + 1));
  }
};

std::shared_ptr<Rules> every_effect_rules() {
  auto rules = std::make_shared<Rules>("every-effect", std::make_shared<Geometry>(8, 8));
  use_orthodox_army(*rules);
  rules->use_piece(PieceKind::Grasshopper, 'G');
  rules->add_module(std::make_unique<EveryEffect>());
  rules->set_start_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
  return rules;
}

TEST(Holes, RidersStopLeapersJumpHoppersFindNoHurdle) {
  auto rules = every_effect_rules();
  Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/8/R3K1NG w - - 0 1");
  pos.put(Square(2, 0), Piece::hole());  // c1
  pos.put(Square(6, 2), Piece::hole());  // g3
  MoveList moves;
  rules->generate_pseudo_legal(pos, moves);
  std::set<std::string> texts;
  for (const Move& m : moves) texts.insert(to_uci(*rules, pos, m));
  EXPECT_TRUE(texts.count("a1b1"));
  EXPECT_FALSE(texts.count("a1c1"));  // nothing lands on a hole
  EXPECT_FALSE(texts.count("a1d1"));  // nor crosses it
  EXPECT_FALSE(texts.count("g1g3"));
  EXPECT_TRUE(texts.count("g1e2"));
  EXPECT_TRUE(texts.count("g1f3"));
  EXPECT_TRUE(texts.count("g1h3"));  // the knight leaps past the hole
  EXPECT_TRUE(texts.count("h1f1"));  // the grasshopper hops over the knight
  // A hole is no hurdle: with one on h3 the grasshopper on h1 cannot hop to h4.
  pos.put(Square(7, 2), Piece::hole());  // h3
  moves.clear();
  rules->generate_pseudo_legal(pos, moves);
  for (const Move& m : moves) EXPECT_NE(to_uci(*rules, pos, m), "h1h4");
}

TEST(Effects, EveryMixUndoesExactlyAndHashesIncrementally) {
  auto rules = every_effect_rules();
  std::mt19937 rng(2024);
  int holes_seen = 0, buried_seen = 0, returned_seen = 0;
  for (int game = 0; game < 200; ++game) {
    Position pos = start_position(*rules);
    struct Snapshot {
      std::string fen;
      uint64_t hash;
      std::vector<BuriedUnit> underworld;
      std::vector<Piece> board;
    };
    auto snap = [&] {
      Snapshot s{to_fen(*rules, pos), pos.hash(), pos.underworld(), {}};
      for (Square sq : pos.geometry().squares()) s.board.push_back(pos.at(sq));
      return s;
    };
    std::vector<Snapshot> history{snap()};
    for (int ply = 0; ply < 60; ++ply) {
      MoveList moves;
      rules->generate_pseudo_legal(pos, moves);  // the kings may fall: this is a journal test
      if (moves.empty()) break;
      const Move m = moves[rng() % moves.size()];
      const size_t buried_before = pos.underworld().size();
      rules->play(pos, m);
      for (const Effect& e : pos.last_effects()) {
        holes_seen += e.kind == EffectKind::Add && e.piece.is_hole();
        returned_seen += e.kind == EffectKind::Unbury;
      }
      buried_seen += pos.underworld().size() > buried_before;
      // A position built from scratch with the same content has the same hash.
      Position fresh(pos.geometry_ptr());
      for (Square sq : pos.geometry().squares())
        if (!pos.at(sq).is_empty()) fresh.put(sq, pos.at(sq));
      for (const BuriedUnit& u : pos.underworld()) {
        fresh.begin_move(Move{});
        fresh.bury(u.square, u.piece);
      }
      fresh.set_side_to_move(pos.side_to_move());
      fresh.set_en_passant(pos.en_passant(), pos.en_passant_victim());
      fresh.set_move_marker(pos.move_marker());
      ASSERT_EQ(fresh.hash(), pos.hash()) << "ply " << ply;
      history.push_back(snap());
    }
    for (size_t k = history.size() - 1; k > 0; --k) {
      rules->undo(pos);
      const Snapshot now = snap();
      ASSERT_EQ(now.board, history[k - 1].board);
      ASSERT_EQ(now.underworld, history[k - 1].underworld);
      ASSERT_EQ(now.fen, history[k - 1].fen);
      ASSERT_EQ(now.hash, history[k - 1].hash);
    }
  }
  EXPECT_GT(holes_seen, 1000);
  EXPECT_GT(buried_seen, 100);
  EXPECT_GT(returned_seen, 10);
}

}  // namespace
}  // namespace nightrider
