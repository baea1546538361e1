// Circe (conditions/circe): the rebirth squares of the rule book's table (RULES.md, "Modalités
// Circé"), rebirth or disappearance after a capture, the consequences the rule book names (a reborn rook
// may castle, a capture whose rebirth checks the capturer's king is illegal), and the condition's move
// generation checked two ways: perft with incremental make/undo against perft with every node rebuilt
// from its FEN, and random games whose undo restores position and hash exactly.
#include "conditions/circe/circe.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/perft.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using conditions::circe_rebirth_square;

std::shared_ptr<const Rules> chess_with_circe() {
  auto rules = build_variant("chess");
  conditions::apply_circe(*rules, {});
  return rules;
}

Square sq(const char* name) { return Square(name[0] - 'a', name[1] - '1'); }

TEST(Circe, RebirthSquaresFollowTheRuleBooksTable) {
  const Colour w = Colour::White, b = Colour::Black;
  auto at = [](PieceKind k, Colour c, const char* capture) {
    return circe_rebirth_square(Piece(k, c), sq(capture));
  };
  EXPECT_EQ(at(PieceKind::Queen, w, "e5"), sq("d1"));
  EXPECT_EQ(at(PieceKind::Queen, b, "e5"), sq("d8"));
  // Rook: White a1 when taken on a dark square, h1 on a light one; Black a8 light, h8 dark.
  EXPECT_EQ(at(PieceKind::Rook, w, "c3"), sq("a1"));  // c3 is dark
  EXPECT_EQ(at(PieceKind::Rook, w, "c4"), sq("h1"));
  EXPECT_EQ(at(PieceKind::Rook, b, "c4"), sq("a8"));
  EXPECT_EQ(at(PieceKind::Rook, b, "c3"), sq("h8"));
  // Knight: White b1 light, g1 dark; Black b8 dark, g8 light.
  EXPECT_EQ(at(PieceKind::Knight, w, "d4"), sq("g1"));  // d4 is dark
  EXPECT_EQ(at(PieceKind::Knight, w, "d5"), sq("b1"));
  EXPECT_EQ(at(PieceKind::Knight, b, "d4"), sq("b8"));
  EXPECT_EQ(at(PieceKind::Knight, b, "d5"), sq("g8"));
  // Bishop: White c1 dark, f1 light; Black c8 light, f8 dark.
  EXPECT_EQ(at(PieceKind::Bishop, w, "h8"), sq("c1"));  // h8 is dark
  EXPECT_EQ(at(PieceKind::Bishop, w, "h7"), sq("f1"));
  EXPECT_EQ(at(PieceKind::Bishop, b, "h7"), sq("c8"));
  EXPECT_EQ(at(PieceKind::Bishop, b, "h8"), sq("f8"));
  // Pawn: its second rank on the file of capture.
  EXPECT_EQ(at(PieceKind::Pawn, w, "f6"), sq("f2"));
  EXPECT_EQ(at(PieceKind::Pawn, b, "f3"), sq("f7"));
  // A fairy piece: its promotion square on the file of capture.
  EXPECT_EQ(at(PieceKind::Nightrider, w, "b4"), sq("b8"));
  EXPECT_EQ(at(PieceKind::Nightrider, b, "b4"), sq("b1"));
  // Kings are not reborn in plain Circe.
  EXPECT_EQ(at(PieceKind::King, w, "e4"), std::nullopt);
}

// Plays a move given in UCI and returns the FEN after it.
std::string after(const Rules& rules, const std::string& fen, const std::string& uci) {
  Position pos = parse_fen(rules, fen);
  const auto m = parse_move(rules, pos, uci);
  if (!m) return "illegal";
  rules.play(pos, *m);
  return to_fen(rules, pos);
}

TEST(Circe, TheCapturedUnitIsRebornOrDisappears) {
  auto rules = chess_with_circe();
  // The knight taken on d5 (light) goes to g8.
  EXPECT_EQ(after(*rules, "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"), "4k1n1/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  // With g8 occupied it disappears.
  EXPECT_EQ(after(*rules, "4k1r1/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"), "4k1r1/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  // A pawn taken en passant goes back to its second rank on its file.
  EXPECT_EQ(after(*rules, "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1", "d5e6"), "4k3/4p3/4P3/8/8/8/8/4K3 b - - 0 1");
  // A unit taken on its own rebirth square stays taken: the capturer stands there.
  EXPECT_EQ(after(*rules, "3qk3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d8"), "3Qk3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(Circe, ARookRebornOnItsCornerMayCastleWithItsKing) {
  auto rules = chess_with_circe();
  // The black rook taken on b5 (light) is reborn on a8. The black king keeps its right (with the h8
  // rook), so the reborn rook gets one too.
  const std::string fen = after(*rules, "4k2r/8/8/1r6/8/8/8/1R2K3 w k - 0 1", "b1b5");
  EXPECT_EQ(fen, "r3k2r/8/8/1R6/8/8/8/4K3 b kq - 0 1");
  Position pos = parse_fen(*rules, fen);
  EXPECT_TRUE(parse_move(*rules, pos, "e8c8").has_value()) << "castling with the reborn rook";
}

TEST(Circe, ACaptureWhoseRebirthChecksTheCapturersKingIsIllegal) {
  auto rules = chess_with_circe();
  // Rxd5 would put the black queen back on d8, checking the white king on h4 along d8-h4.
  Position pos = parse_fen(*rules, "7k/8/8/R2q4/7K/8/8/8 w - - 0 1");
  EXPECT_FALSE(parse_move(*rules, pos, "a5d5").has_value());
  // The same capture is legal when the rebirth square is taken (the queen disappears).
  Position blocked = parse_fen(*rules, "3n3k/8/8/R2q4/7K/8/8/8 w - - 0 1");
  EXPECT_TRUE(parse_move(*rules, blocked, "a5d5").has_value());
}

// Perft with every node's position rebuilt from its FEN (no make/undo below the root's copy).
uint64_t perft_rebuilt(const Rules& rules, const std::string& fen, int depth) {
  Position pos = parse_fen(rules, fen);
  if (depth == 0) return 1;
  MoveList moves;
  rules.legal_moves(pos, moves);
  if (depth == 1) return moves.size();
  uint64_t total = 0;
  for (const Move& m : moves) {
    Position child = parse_fen(rules, fen);
    rules.play(child, m);
    total += perft_rebuilt(rules, to_fen(rules, child), depth - 1);
  }
  return total;
}

TEST(Circe, PerftIsTheSameWithMakeUndoAndWithEveryNodeRebuiltFromItsFen) {
  auto rules = chess_with_circe();
  EXPECT_EQ(rules->fast_perft(), nullptr);  // the bitboard does not model Circe
  const std::vector<std::pair<std::string, int>> positions = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3},
      {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4},
  };
  auto chess = make_variant("chess");
  for (const auto& [fen, depth] : positions) {
    Position pos = parse_fen(*rules, fen);
    const uint64_t incremental = perft(*rules, pos, depth);
    EXPECT_EQ(incremental, perft_rebuilt(*rules, fen, depth)) << fen;
    // Circe changes the count: rebirths block lines and give checks.
    Position orthodox = parse_fen(*chess, fen);
    EXPECT_NE(incremental, perft(*chess, orthodox, depth)) << fen;
  }
}

TEST(Circe, RandomGamesUndoToTheSamePositionAndHash) {
  auto rules = chess_with_circe();
  std::mt19937 rng(58);
  int rebirths = 0;
  for (int game = 0; game < 300; ++game) {
    Position pos = start_position(*rules);
    std::vector<std::string> fens{to_fen(*rules, pos)};
    std::vector<uint64_t> hashes{pos.hash()};
    int plies = 0;
    for (; plies < 120; ++plies) {
      MoveList moves;
      rules->legal_moves(pos, moves);
      if (moves.empty()) break;
      rules->play(pos, moves[rng() % moves.size()]);
      for (const Effect& e : pos.last_side_effects()) rebirths += e.kind == EffectKind::Add;
      fens.push_back(to_fen(*rules, pos));
      hashes.push_back(pos.hash());
      ASSERT_EQ(parse_fen(*rules, fens.back()).hash(), pos.hash()) << fens.back();
    }
    for (int k = plies; k > 0; --k) {
      rules->undo(pos);
      ASSERT_EQ(to_fen(*rules, pos), fens[static_cast<size_t>(k - 1)]);
      ASSERT_EQ(pos.hash(), hashes[static_cast<size_t>(k - 1)]);
    }
  }
  EXPECT_GT(rebirths, 1000);
}

}  // namespace
}  // namespace nightrider
