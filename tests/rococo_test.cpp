// Rococo (RULES.md A7-A13, Part B section 2; seed 004): the reference perft counts, seed 004's diagrams
// as exact move sets, and the rules the diagrams do not show (long leaper chains, chameleon combinations,
// mutual freezing, the edge rule, the swap-back ban, check by each piece, mate and stalemate), plus
// make/undo and notation round trips over random games.
#include "pieces/rococo/rococo.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/perft.h"
#include "support/sampling.h"
#include "test_support.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using Set = std::set<std::string>;

const Rules& rococo_rules() {
  static const auto rules = make_variant("rococo");
  return *rules;
}

// A position from a list of units such as "Ki2 kb9 Nc5 pe5" (upper case White, lower case Black).
Position setup(const std::string& units, char side = 'w') {
  std::array<std::array<char, 10>, 10> board{};
  for (auto& rank : board) rank.fill('.');
  std::istringstream in(units);
  std::string unit;
  while (in >> unit) {
    const int file = unit[1] - 'a', rank = std::stoi(unit.substr(2)) - 1;
    board[rank][file] = unit[0];
  }
  std::string fen;
  for (int rank = 9; rank >= 0; --rank) {
    int empties = 0;
    for (int file = 0; file < 10; ++file) {
      if (board[rank][file] == '.') {
        ++empties;
        continue;
      }
      if (empties) fen += std::to_string(empties);
      empties = 0;
      fen += board[rank][file];
    }
    if (empties) fen += std::to_string(empties);
    if (rank) fen += '/';
  }
  fen += std::string(" ") + side + " - - 0 1";
  return parse_fen(rococo_rules(), fen);
}

std::vector<Move> rococo_legal(Position& pos) {
  MoveList list;
  rococo_rules().legal_moves(pos, list);
  return std::vector<Move>(list.begin(), list.end());
}

// The legal moves of the unit on `from`, in coordinate form.
Set moves_from(Position& pos, const std::string& from) {
  const Square s = *pos.geometry().parse(from);
  Set out;
  for (const Move& m : rococo_legal(pos))
    if (m.from == s) out.insert(to_uci(rococo_rules(), pos, m));
  return out;
}

Set captures_from(Position& pos, const std::string& from) {
  const Square s = *pos.geometry().parse(from);
  Set out;
  for (const Move& m : rococo_legal(pos))
    if (m.from == s && m.is_capture()) out.insert(to_uci(rococo_rules(), pos, m));
  return out;
}

Move find(Position& pos, const std::string& uci) {
  const auto m = parse_move(rococo_rules(), pos, uci);
  EXPECT_TRUE(m.has_value()) << uci << " is not legal in " << to_fen(rococo_rules(), pos);
  return m.value_or(Move{});
}

// The squares of the units a move takes off the board (a swap partner only changes places).
Set victims(Position& pos, const std::string& uci) {
  const Move m = find(pos, uci);
  const Colour mover = pos.at(m.from).colour();
  Position after = pos;
  rococo_rules().play(after, m);
  const bool swapped = after.at(m.from) == pos.at(m.to) && pos.at(m.to).is_unit();
  Set out;
  for (Square s : pos.geometry().squares()) {
    const Piece before = pos.at(s);
    if (!before.is_unit() || before.colour() == mover || after.at(s) == before) continue;
    if (swapped && s == m.to) continue;
    out.insert(pos.geometry().name(s));
  }
  return out;
}

std::string board_of(const Position& pos) {
  const std::string fen = to_fen(rococo_rules(), pos);
  return fen.substr(0, fen.find(' '));
}

// ------------------------------------------------------------------------------------------------
// Reference perft counts (shared/testdata/perft/perft.tsv), every depth.

TEST(RococoPerft, ReferenceRows) {
  int rows = 0;
  for (const auto& row : testing::perft_rows()) {
    if (row.variant != "rococo") continue;
    ++rows;
    Position pos = parse_fen(rococo_rules(), row.fen);
    for (auto [depth, nodes] : row.counts)
      EXPECT_EQ(perft(rococo_rules(), pos, depth), nodes) << row.fen << " depth " << depth;
    EXPECT_EQ(to_fen(rococo_rules(), pos), row.fen);
  }
  EXPECT_EQ(rows, 6);
}

TEST(RococoPerft, StartPositionIsTheRuleBooks) {
  const Position start = start_position(rococo_rules());
  EXPECT_EQ(to_fen(rococo_rules(), start),
            "10/1rqnbknqm1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1MQNBKNQR1/10 w - - 0 1");
  // vchess's FEN of the same position ("91" = ten empty squares) reads the same.
  const Position vchess =
      parse_fen(rococo_rules(), "91/1rqnbknqm1/1pppppppp1/91/91/91/91/1PPPPPPPP1/1MQNBKNQR1/91 w - - 0 1");
  EXPECT_TRUE(vchess.same_state(start));
}

// ------------------------------------------------------------------------------------------------
// Seed 004's diagrams (kings added where the diagram has none, as in perft.tsv).

TEST(RococoSeed, CannonPawnStepsAndHops) {
  // fen:91/91/91/91/4b5/4P5/5Q4/91/91/91 e4,d4,d5,d6,f6,f5,e7,g3
  Position pos = parse_fen(rococo_rules(), "10/1k8/10/10/4b5/4P5/5Q4/10/8K1/10 w - - 0 1");
  EXPECT_EQ(moves_from(pos, "e5"), (Set{"e5e4", "e5d4", "e5d5", "e5d6", "e5f6", "e5f5", "e5e7", "e5g3"}));
  EXPECT_TRUE(captures_from(pos, "e5").empty());
}

TEST(RococoSeed, CannonPawnNeverEntersTheEdgeWithoutCapturing) {
  // c3 over its own long leaper on c2 would land on c1: an edge square, refused (A9).
  Position pos = setup("Ki2 kb9 Pc3 Nc2");
  EXPECT_EQ(moves_from(pos, "c3"), (Set{"c3b4", "c3c4", "c3d4", "c3b3", "c3d3", "c3b2", "c3d2"}));
  // b3 cannot step to a2, a3 or a4; it may hop over b2 onto the enemy unit on the edge square b1.
  Position capture = setup("Ki2 kb9 Pb3 Nb2 qb1");
  EXPECT_EQ(moves_from(capture, "b3"), (Set{"b3b4", "b3c4", "b3c3", "b3c2", "b3b1"}));
  EXPECT_EQ(captures_from(capture, "b3"), (Set{"b3b1"}));
}

TEST(RococoSeed, CannonPawnCaptures) {
  // fen:91/91/91/4p5/4b5/1rB1P5/5Q4/2p3q3/91/91 e7,g3
  Position pos = parse_fen(rococo_rules(), "10/1k8/10/4p5/4b5/1rB1P5/5Q4/2p3q3/8K1/10 w - - 0 1");
  EXPECT_EQ(captures_from(pos, "e5"), (Set{"e5e7", "e5g3"}));
  EXPECT_EQ(victims(pos, "e5e7"), (Set{"e7"}));
  EXPECT_EQ(victims(pos, "e5g3"), (Set{"g3"}));
}

TEST(RococoSeed, PushmePullyuTakesBothWays) {
  // fen:91/91/91/91/2bQ4r1/91/91/91/91/91 h6: every move to the right takes the bishop, only h6 the rook.
  Position pos = parse_fen(rococo_rules(), "10/1k8/10/10/2bQ4r1/10/10/10/8K1/10 w - - 0 1");
  const Set all = moves_from(pos, "d6");
  Set right;
  for (const std::string& m : all)
    if (m[3] == '6' && m[2] > 'd') right.insert(m);
  EXPECT_EQ(right, (Set{"d6e6", "d6f6", "d6g6", "d6h6"}));
  EXPECT_EQ(victims(pos, "d6e6"), (Set{"c6"}));
  EXPECT_EQ(victims(pos, "d6f6"), (Set{"c6"}));
  EXPECT_EQ(victims(pos, "d6g6"), (Set{"c6"}));
  EXPECT_EQ(victims(pos, "d6h6"), (Set{"c6", "i6"}));
  EXPECT_TRUE(victims(pos, "d6d7").empty());
  EXPECT_EQ(captures_from(pos, "d6"), right);
  EXPECT_EQ(to_san(rococo_rules(), pos, find(pos, "d6h6")), "Qxh6 (xBc6, xRi6)");
}

TEST(RococoSeed, SwapWithTheKingAndKamikaze) {
  // Before: fen:91/91/7k2/91/91/91/2n7/2R7/91/91   after: fen:91/91/7R2/91/91/91/2n7/2k7/91/91
  Position pos = parse_fen(rococo_rules(), "10/10/7k2/10/10/10/2n7/2R7/8K1/10 w - - 0 1");
  const Set moves = moves_from(pos, "c3");
  EXPECT_TRUE(moves.count("c3h8"));   // the swap with the king
  EXPECT_TRUE(moves.count("c3c4"));   // the swap with the long leaper
  EXPECT_TRUE(moves.count("c3c4k"));  // the mutual destruction with it
  EXPECT_FALSE(moves.count("c3h8k"));
  const Move swap = find(pos, "c3h8");
  EXPECT_EQ(swap.kind, MoveKind::Swap);
  EXPECT_FALSE(swap.is_capture());
  Position after = pos;
  rococo_rules().play(after, swap);
  EXPECT_EQ(board_of(after),
            board_of(parse_fen(rococo_rules(), "10/10/7R2/10/10/10/2n7/2k7/8K1/10 b - - 0 1")));
  EXPECT_EQ(after.king(Colour::Black), *pos.geometry().parse("c3"));
  Position boom = pos;
  rococo_rules().play(boom, find(pos, "c3c4k"));
  EXPECT_EQ(board_of(boom), "10/10/7k2/10/10/10/10/10/8K1/10");
  EXPECT_EQ(to_san(rococo_rules(), pos, swap), "R<->h8");
  EXPECT_EQ(to_san(rococo_rules(), pos, find(pos, "c3c4k")), "Rxxc4");
}

TEST(RococoSeed, ImmobilizersFreezeTheirNeighbours) {
  // fen:91/91/91/5m4/91/91/91/4M5/91/91: immobilizers on e3 and f7.
  Position pos = parse_fen(rococo_rules(), "10/1k8/10/5m4/10/10/10/4M5/8K1/10 w - - 0 1");
  for (const std::string& m : moves_from(pos, "e3")) {
    const Square to = *pos.geometry().parse(m.substr(2));
    EXPECT_FALSE(pos.geometry().in_region(to, kRegionEdge)) << m;  // it never captures, so never the edge
  }
  EXPECT_EQ(moves_from(pos, "e3").size(), 23u);
  // A white pawn next to the black immobilizer can only leave the board.
  Position white = setup("Ki2 kb9 Me3 mf7 Pg6");
  EXPECT_EQ(moves_from(white, "g6"), (Set{"g6g6"}));
  // A black long leaper next to the white immobilizer, likewise.
  Position black = setup("Ki2 kb9 Me3 mf7 nd4", 'b');
  EXPECT_EQ(moves_from(black, "d4"), (Set{"d4d4"}));
  const Move suicide = find(black, "d4d4");
  EXPECT_EQ(suicide.kind, MoveKind::Suicide);
  rococo_rules().play(black, suicide);
  EXPECT_TRUE(black.at(*black.geometry().parse("d4")).is_empty());
  rococo_rules().undo(black);
  // Two immobilizers side by side freeze each other.
  Position pair = setup("Ki2 kb9 Me3 me4");
  EXPECT_EQ(moves_from(pair, "e3"), (Set{"e3e3"}));
  // A frozen king has no move at all; it may not commit suicide.
  Position king = setup("Kg5 kb9 mf6 Pc3");
  EXPECT_TRUE(moves_from(king, "g5").empty());
  EXPECT_FALSE(moves_from(king, "c3").empty());
}

// ------------------------------------------------------------------------------------------------
// The rules the diagrams do not show.

TEST(RococoPieces, LongLeaperChains) {
  Position pos = setup("Ki2 kb9 Nc5 pe5 rg5");
  const Set right = [&] {
    Set out;
    for (const std::string& m : moves_from(pos, "c5"))
      if (m[2] > 'c' && m.substr(3) == "5") out.insert(m);
    return out;
  }();
  // d5 without capture; f5 after e5; h5 and i5 after e5 and g5; j5 would take the same two from further.
  EXPECT_EQ(right, (Set{"c5d5", "c5f5", "c5h5", "c5i5"}));
  EXPECT_EQ(victims(pos, "c5f5"), (Set{"e5"}));
  EXPECT_EQ(victims(pos, "c5i5"), (Set{"e5", "g5"}));
  EXPECT_EQ(to_san(rococo_rules(), pos, find(pos, "c5h5")), "Nxh5 (xPe5, xRg5)");
  // The last unit on i5: the only landing square beyond it is the edge square j5, which is then legal.
  Position edge = setup("Ki2 kb9 Nc5 pe5 ri5");
  EXPECT_EQ(victims(edge, "c5j5"), (Set{"e5", "i5"}));
  // Never over a friendly unit, nor over two units in a row.
  Position friendly = setup("Ki2 kb9 Nc5 pe5 Pg5");
  EXPECT_FALSE(moves_from(friendly, "c5").count("c5h5"));
  EXPECT_TRUE(moves_from(friendly, "c5").count("c5f5"));
  Position two = setup("Ki2 kb9 Nc5 pe5 pf5");
  EXPECT_TRUE(captures_from(two, "c5").empty());
}

TEST(RococoPieces, ChameleonCombinesCaptures) {
  // RULES.md 2.3's example on the 10x10 board: chameleon b3, withdrawer b2, long leaper b4, advancer b6
  // (here pushme-pullyus): Bb3-b5 withdraws from b2, leaps b4 and approaches b6.
  Position pos = setup("Kh2 kh9 bb3 Qb2 Nb4 Qb6", 'b');
  EXPECT_EQ(victims(pos, "b3b5"), (Set{"b2", "b4", "b6"}));
  EXPECT_EQ(to_san(rococo_rules(), pos, find(pos, "b3b5")), "Bxb5 (xNb4, xQb2, xQb6)");
}

TEST(RococoPieces, ChameleonTakesEachUnitItsOwnWay) {
  // White chameleon d4. Black: pushme-pullyu c4 (withdrawal when it moves right), pawn b4 behind it (a
  // cannon hop over c4), swapper f4 (a swap, which also withdraws from c4), long leaper f6 (a leap),
  // pawn d6 (not approached: pawns are taken only by the hop), chameleon f2 and immobilizer b2 (never).
  Position pos = setup("Ki2 kb9 Bd4 qc4 pb4 rf4 nf6 pd6 bf2 mb2");
  EXPECT_EQ(captures_from(pos, "d4"), (Set{"d4e4", "d4f4", "d4g7", "d4h8", "d4i9", "d4b4"}));
  const Set moves = moves_from(pos, "d4");
  EXPECT_TRUE(moves.count("d4d5"));
  EXPECT_TRUE(moves.count("d4e3"));
  EXPECT_TRUE(moves.count("d4c3"));
  EXPECT_FALSE(moves.count("d4f4k"));  // the swapper is not adjacent
  EXPECT_FALSE(moves.count("d4j10"));  // edge: h8 and i9 take the same leaper from nearer
  EXPECT_EQ(victims(pos, "d4e4"), (Set{"c4"}));
  EXPECT_EQ(victims(pos, "d4f4"), (Set{"c4"}));
  EXPECT_EQ(victims(pos, "d4g7"), (Set{"f6"}));
  EXPECT_EQ(victims(pos, "d4b4"), (Set{"b4"}));
  const Move swap = find(pos, "d4f4");
  EXPECT_TRUE(rococo::is_swap(swap));
  EXPECT_EQ(to_san(rococo_rules(), pos, swap), "Bxf4 (Rf4-d4, xQc4)");
  // Next to an enemy swapper: swap or mutual destruction. Next to anything else: no mutual destruction.
  Position next = setup("Ki2 kb9 Bd4 re5 qc5");
  EXPECT_TRUE(moves_from(next, "d4").count("d4e5"));
  EXPECT_TRUE(moves_from(next, "d4").count("d4e5k"));
  EXPECT_FALSE(moves_from(next, "d4").count("d4c5k"));
  EXPECT_FALSE(moves_from(next, "d4").count("d4c5"));
  // A chain of long leapers only: another unit behind the first leaper stops the leap there.
  Position chain = setup("Ki2 kb9 Bc5 ne5 ng5 pi5");
  EXPECT_EQ(victims(chain, "c5h5"), (Set{"e5", "g5"}));
  Position mixed = setup("Ki2 kb9 Bc5 ne5 pg5");
  EXPECT_TRUE(moves_from(mixed, "c5").count("c5f5"));
  EXPECT_FALSE(moves_from(mixed, "c5").count("c5h5"));
}

TEST(RococoPieces, ChameleonAndImmobilizerFreezeEachOther) {
  // White chameleon d4 next to the black immobilizer e5: both frozen. The white long leaper f5, also
  // next to e5, stays frozen: the chameleon does not cancel the immobilizer's power over others (A12).
  Position white = setup("Ki2 kh9 Bd4 me5 Nf5");
  EXPECT_EQ(moves_from(white, "d4"), (Set{"d4d4"}));
  EXPECT_EQ(moves_from(white, "f5"), (Set{"f5f5"}));
  Position black = setup("Ki2 kh9 Bd4 me5 Nf5", 'b');
  EXPECT_EQ(moves_from(black, "e5"), (Set{"e5e5"}));
  EXPECT_TRUE(rococo::is_frozen(black, *black.geometry().parse("e5")));
  // Chameleons do not freeze each other.
  Position chameleons = setup("Ki2 kb9 Bd4 bd5");
  EXPECT_GT(moves_from(chameleons, "d4").size(), 1u);
}

TEST(RococoRules, EdgeOnlyByCaptureAndByTheShortestWay) {
  // Withdrawal from d5: b5 takes it; a5 would take the same unit from further away.
  Position far = setup("Ki2 kb9 Qc5 pd5");
  EXPECT_TRUE(moves_from(far, "c5").count("c5b5"));
  EXPECT_FALSE(moves_from(far, "c5").count("c5a5"));
  // From b5 the only way to withdraw from c5 ends on the edge square a5: legal.
  Position near = setup("Ki2 kh9 Qb5 pc5");
  EXPECT_EQ(victims(near, "b5a5"), (Set{"c5"}));
  // A unit standing on the edge: along the edge only by capturing (a6 approaches a7), inwards freely.
  Position on_edge = setup("Ki2 kb9 Qa3 pa7");
  const Set moves = moves_from(on_edge, "a3");
  EXPECT_FALSE(moves.count("a3a4"));
  EXPECT_FALSE(moves.count("a3a5"));
  EXPECT_FALSE(moves.count("a3a2"));
  EXPECT_TRUE(moves.count("a3a6"));
  EXPECT_TRUE(moves.count("a3b3"));
  EXPECT_TRUE(moves.count("a3b4"));
  // The king steps onto the edge only to capture.
  Position king = setup("Kb2 kb9 pa1");
  EXPECT_EQ(moves_from(king, "b2"), (Set{"b2b3", "b2c3", "b2c2", "b2a1"}));
  // A swap counts as a capture.
  Position swap = setup("Ki2 kb9 Rc3 na1");
  EXPECT_TRUE(moves_from(swap, "c3").count("c3a1"));
  EXPECT_FALSE(moves_from(swap, "c3").count("c3c1"));
}

TEST(RococoRules, NoSwappingStraightBack) {
  const Rules& rules = rococo_rules();
  Position pos = setup("Ki2 kb9 Re4 re7");
  rules.play(pos, find(pos, "e4e7"));
  EXPECT_FALSE(moves_from(pos, "e4").count("e4e7"));  // the same two squares: banned
  EXPECT_FALSE(moves_from(pos, "e4").empty());
  // The ban is part of the position: the same board without it (read from its FEN) hashes differently.
  EXPECT_NE(parse_fen(rules, to_fen(rules, pos)).hash(), pos.hash());
  Position without_ban = parse_fen(rules, to_fen(rules, pos));
  EXPECT_TRUE(moves_from(without_ban, "e4").count("e4e7"));
  rules.play(pos, find(pos, "b9c9"));
  rules.play(pos, find(pos, "i2h2"));
  EXPECT_TRUE(moves_from(pos, "e4").count("e4e7"));  // only the swap just played is protected
  // Mutual destruction is not a swap.
  Position adjacent = setup("Ki2 kb9 Re4 re5");
  rules.play(adjacent, find(adjacent, "e4e5"));
  EXPECT_FALSE(moves_from(adjacent, "e4").count("e4e5"));
  EXPECT_TRUE(moves_from(adjacent, "e4").count("e4e5k"));
  // A chameleon that was swapped may not swap straight back with the swapper either.
  Position chameleon = setup("Ki2 kb9 Re4 be7");
  rules.play(chameleon, find(chameleon, "e4e7"));
  EXPECT_FALSE(moves_from(chameleon, "e4").count("e4e7"));
  EXPECT_TRUE(moves_from(chameleon, "e4").count("e4e5"));
}

TEST(RococoRules, CheckByEachPiece) {
  const Rules& rules = rococo_rules();
  auto checked = [&](const std::string& units) { return rules.in_check(setup(units, 'b'), Colour::Black); };
  // Cannon pawn: over a mount of either colour next to the king.
  EXPECT_TRUE(checked("Ki2 kf6 Pf4 pf5"));
  EXPECT_FALSE(checked("Ki2 kf6 Pf4"));
  // Swapper: only next to the king (mutual destruction); a swap is no capture.
  EXPECT_TRUE(checked("Ki2 kf6 Rf5"));
  EXPECT_FALSE(checked("Ki2 kf6 Rf3"));
  // Long leaper: needs the square behind the king, may jump the king's units on the way.
  EXPECT_TRUE(checked("Ki2 kf6 Nf3"));
  EXPECT_FALSE(checked("Ki2 kf6 Nf3 pf7"));
  EXPECT_TRUE(checked("Ki2 kf6 Nf2 pf4"));
  EXPECT_TRUE(checked("Ki2 kf6 Nf3 pf4"));
  EXPECT_FALSE(checked("Ki2 kf6 Nf2 pf4 pf5"));
  EXPECT_FALSE(checked("Ki2 kf6 Nf2 Pf4"));
  // Chameleon: next to the king (it takes a king as a king does).
  EXPECT_TRUE(checked("Ki2 kf6 Bg7"));
  EXPECT_FALSE(checked("Ki2 kf6 Bh8"));
  // Pushme-pullyu: approach along an open line, or withdrawal with room behind it.
  EXPECT_TRUE(checked("Ki2 kf6 Qf3"));
  EXPECT_TRUE(checked("Ki2 kf6 Qf5"));
  EXPECT_FALSE(checked("Ki2 kf6 Qf5 pf4"));
  EXPECT_FALSE(checked("Ki2 kf6 Qf3 pf4"));
  // Immobilizers never check; frozen units do not either.
  EXPECT_FALSE(checked("Ki2 kf6 Mf5"));
  EXPECT_FALSE(checked("Ki2 kf6 Qf3 me3"));
  EXPECT_FALSE(checked("Ki2 kf6 Rf5 me4"));
  // Kings: a king may not step next to the enemy king.
  Position kings = setup("Kf4 kf6", 'b');
  const Set moves = moves_from(kings, "f6");
  EXPECT_FALSE(moves.count("f6e5") || moves.count("f6f5") || moves.count("f6g5"));
  EXPECT_TRUE(moves.count("f6f7"));
}

TEST(RococoRules, CheckmateAndStalemate) {
  const Rules& rules = rococo_rules();
  // The black king on b9 has only b8, c8 and c9 off the edge: the king covers c8 and c9, the
  // pushme-pullyu b5 approaches b8 and b9.
  Position mate = setup("Kd8 kb9 Qb5", 'b');
  const Outcome won = rules.outcome(mate);
  EXPECT_EQ(won.result, Result::WhiteWins);
  EXPECT_EQ(won.reason, "checkmate");
  Position before = setup("Kd8 kb9 Qe2");
  EXPECT_EQ(to_san(rules, before, find(before, "e2b5")), "Qb5#");
  // Frozen by the immobilizer, which gives no check: no move, no check.
  Position stalemate = setup("Ki2 kb9 Mc8", 'b');
  const Outcome drawn = rules.outcome(stalemate);
  EXPECT_EQ(drawn.result, Result::Draw);
  EXPECT_EQ(drawn.reason, "stalemate");
  // The same frozen king in check from afar is mated.
  Position frozen_mate = setup("Ki2 kb9 Mc8 Qb4", 'b');
  EXPECT_EQ(rules.outcome(frozen_mate).result, Result::WhiteWins);
}

TEST(RococoRules, NotationRoundTrips) {
  const Rules& rules = rococo_rules();
  Position pos = setup("Ki2 kb9 Me3 mf7 Pg6");
  const Move suicide = find(pos, "g6g6");
  EXPECT_EQ(suicide.kind, MoveKind::Suicide);
  EXPECT_EQ(to_san(rules, pos, suicide), "Pg6x");
  EXPECT_EQ(parse_move(rules, pos, to_san(rules, pos, suicide)), suicide);
  Position seed = parse_fen(rules, "10/10/7k2/10/10/10/2n7/2R7/8K1/10 w - - 0 1");
  for (const Move& m : rococo_legal(seed)) {
    EXPECT_EQ(parse_move(rules, seed, to_uci(rules, seed, m)), m);
    EXPECT_EQ(parse_move(rules, seed, to_san(rules, seed, m)), m);
  }
}

// ------------------------------------------------------------------------------------------------
// Random games: make/undo restores FEN and hash exactly; the incremental hash equals a fresh one; every
// legal move has its own coordinate text; check as computed from the king equals the attacks of all
// enemy units; a unit attacks a unit exactly when one of its generated moves removes it.

bool attacked_by_scan(const Rules& rules, const Position& pos, Colour c) {
  const Square king = pos.king(c);
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (p.is_unit() && p.colour() == opposite(c) && rules.def(p.kind()).special->attacks(pos, s, king))
      return true;
  }
  return false;
}

void expect_attacks_match_moves(const Rules& rules, Position& pos) {
  const Geometry& geo = pos.geometry();
  for (Square from : geo.squares()) {
    const Piece p = pos.at(from);
    if (!p.is_unit()) continue;
    MoveList moves;
    rules.def(p.kind()).special->generate(pos, from, moves);
    std::set<int> removed;
    for (const Move& m : moves) {
      if (!m.is_capture()) continue;
      Position after = pos;
      after.set_side_to_move(p.colour());
      rules.play(after, m);
      for (Square s : geo.squares()) {
        const Piece before = pos.at(s), now = after.at(s);
        if (s == from || !before.is_unit() || before.colour() == p.colour() || now == before) continue;
        if (rococo::is_swap(m) && s == m.to) continue;  // the swap partner only changes places
        removed.insert(s.index());
      }
    }
    for (Square target : geo.squares()) {
      const Piece v = pos.at(target);
      if (!v.is_unit() || v.colour() == p.colour() || v.kind() == PieceKind::King) continue;
      EXPECT_EQ(rules.def(p.kind()).special->attacks(pos, from, target), removed.count(target.index()) > 0)
          << to_fen(rules, pos) << " " << geo.name(from) << " -> " << geo.name(target);
    }
  }
}

TEST(RococoRandom, MakeUndoHashAndNotation) {
  const Rules& rules = rococo_rules();
  std::mt19937 random(4004);
  for (int game = 0; game < testing::sampled(300); ++game) {
    Position pos = start_position(rules);
    const std::string start_fen = to_fen(rules, pos);
    const uint64_t start_hash = pos.hash();
    int plies = 0;
    for (; plies < 120; ++plies) {
      const std::vector<Move> moves = rococo_legal(pos);
      ASSERT_EQ(rules.in_check(pos, Colour::White), attacked_by_scan(rules, pos, Colour::White));
      ASSERT_EQ(rules.in_check(pos, Colour::Black), attacked_by_scan(rules, pos, Colour::Black));
      if (plies % 8 == 0) expect_attacks_match_moves(rules, pos);
      if (moves.empty()) break;
      std::set<std::string> texts;
      for (const Move& m : moves) texts.insert(to_uci(rules, pos, m));
      ASSERT_EQ(texts.size(), moves.size()) << to_fen(rules, pos);
      // Prefer captures now and then, so that games reach the middle game's tangles.
      std::vector<Move> captures;
      for (const Move& m : moves)
        if (m.is_capture() || m.kind == MoveKind::Swap || m.kind == MoveKind::Suicide) captures.push_back(m);
      const bool take = !captures.empty() && random() % 2 == 0;
      const Move m = take ? captures[random() % captures.size()] : moves[random() % moves.size()];
      const std::string fen = to_fen(rules, pos);
      const uint64_t hash = pos.hash();
      if (plies % 10 == 0) {
        ASSERT_EQ(parse_move(rules, pos, to_uci(rules, pos, m)), m);
        ASSERT_EQ(parse_move(rules, pos, to_san(rules, pos, m)), m) << to_san(rules, pos, m);
      }
      rules.play(pos, m);
      // The swap-back ban is not in the FEN but is part of the position: carry it over by hand.
      Position fresh = parse_fen(rules, to_fen(rules, pos));
      EXPECT_EQ(pos.move_marker() != 0, rococo::is_swap(m));
      fresh.set_move_marker(pos.move_marker());
      ASSERT_EQ(fresh.hash(), pos.hash()) << to_fen(rules, pos);
      rules.undo(pos);
      ASSERT_EQ(to_fen(rules, pos), fen);
      ASSERT_EQ(pos.hash(), hash);
      rules.play(pos, m);
    }
    for (int i = 0; i < plies; ++i) rules.undo(pos);
    ASSERT_EQ(to_fen(rules, pos), start_fen);
    ASSERT_EQ(pos.hash(), start_hash);
  }
}

TEST(RococoRules, RulesTextsInThreeLanguages) {
  for (const char* lang : {"en", "fr", "nl"}) {
    const std::string_view text = rococo_rules_text(lang);
    EXPECT_GT(text.size(), 2000u) << lang;
  }
  EXPECT_TRUE(rococo_rules_text("de").empty());
}

}  // namespace
}  // namespace nightrider

namespace nightrider {
namespace {

// The edge rule checked against its literal statement: generate on a board whose ring is not marked,
// then keep a move ending on the ring only if it captures (a swap counts) and no move of the same unit
// takes exactly the same units with a shorter move.
TEST(RococoRandom, EdgeRuleAsStated) {
  const Rules& rules = rococo_rules();
  auto plain = std::make_shared<Rules>("rococo-without-edge", std::make_shared<Geometry>(10, 10));
  for (PieceKind k : {PieceKind::King, PieceKind::PushmePullyu, PieceKind::Swapper, PieceKind::LongLeaper,
                      PieceKind::Chameleon, PieceKind::Immobilizer, PieceKind::CannonPawn})
    plain->use_piece(k, rules.letter_for(k), rules.def(k).special);
  std::mt19937 random(1004);
  size_t compared = 0;
  for (int game = 0; game < 100; ++game) {
    Position pos = start_position(rules);
    for (int ply = 0; ply < 100; ++ply) {
      const std::vector<Move> moves = rococo_legal(pos);
      if (moves.empty()) break;
      const Position ringless = parse_fen(*plain, to_fen(rules, pos));
      for (Square from : pos.geometry().squares()) {
        const Piece p = pos.at(from);
        if (!p.is_unit()) continue;
        MoveList with_edge, without_edge;
        rules.def(p.kind()).special->generate(pos, from, with_edge);
        rules.def(p.kind()).special->generate(ringless, from, without_edge);
        struct Candidate {
          std::string text;
          Set taken;
          int length;
          bool on_edge;
        };
        std::vector<Candidate> candidates;
        for (const Move& m : without_edge) {
          Position after = ringless;
          after.set_side_to_move(p.colour());
          plain->play(after, m);
          Set taken;
          for (Square s : pos.geometry().squares())
            if (ringless.at(s).is_unit() && ringless.at(s).colour() != p.colour() &&
                after.at(s) != ringless.at(s))
              taken.insert(pos.geometry().name(s));
          const int length =
              std::max(std::abs(m.to.file() - m.from.file()), std::abs(m.to.rank() - m.from.rank()));
          const bool ends = m.kind != MoveKind::Suicide && m.kind != MoveKind::Kamikaze;
          candidates.push_back({to_uci(*plain, ringless, m), taken, length,
                                ends && pos.geometry().in_region(m.to, kRegionEdge)});
        }
        Set expected, actual;
        for (const Candidate& c : candidates) {
          bool ok = !c.on_edge;
          if (!ok && !c.taken.empty()) {
            ok = true;
            for (const Candidate& o : candidates)
              if (o.taken == c.taken && o.length < c.length) ok = false;
          }
          if (ok) expected.insert(c.text);
        }
        for (const Move& m : with_edge) actual.insert(to_uci(rules, pos, m));
        ASSERT_EQ(actual, expected) << to_fen(rules, pos) << " " << pos.geometry().name(from);
        ++compared;
      }
      std::vector<Move> captures;
      for (const Move& m : moves)
        if (m.is_capture() || m.kind == MoveKind::Swap) captures.push_back(m);
      const Move m = !captures.empty() && random() % 2 ? captures[random() % captures.size()]
                                                       : moves[random() % moves.size()];
      rules.play(pos, m);
    }
  }
  EXPECT_GT(compared, 10000u);
}

}  // namespace
}  // namespace nightrider

namespace nightrider {
namespace {

// The fast perft (variants/rococo_fast.cpp) against the general path: the reference rows, and positions
// of random games (swaps just played included, as the ban depends on them).
TEST(RococoFastPerft, AgreesWithTheGeneralPath) {
  const Rules& rules = rococo_rules();
  for (const auto& row : testing::perft_rows()) {
    if (row.variant != "rococo") continue;
    Position pos = parse_fen(rules, row.fen);
    for (int depth = 1; depth <= 3; ++depth)
      EXPECT_EQ(perft(rules, pos, depth), perft_general(rules, pos, depth));
  }
  std::mt19937 random(404);
  int compared = 0;
  for (int game = 0; game < 60; ++game) {
    Position pos = start_position(rules);
    for (int ply = 0; ply < 150; ++ply) {
      const std::vector<Move> moves = rococo_legal(pos);
      if (ply % 3 == 0) {
        ASSERT_TRUE(rules.fast_perft()(rules, pos, 2).has_value());
        ASSERT_EQ(*rules.fast_perft()(rules, pos, 2), perft_general(rules, pos, 2)) << to_fen(rules, pos);
        ++compared;
      }
      if (moves.empty()) break;
      std::vector<Move> captures;
      for (const Move& m : moves)
        if (m.is_capture() || m.kind == MoveKind::Swap || m.kind == MoveKind::Suicide) captures.push_back(m);
      const Move m = !captures.empty() && random() % 2 ? captures[random() % captures.size()]
                                                       : moves[random() % moves.size()];
      rules.play(pos, m);
    }
  }
  EXPECT_GT(compared, 1000);
}

// The positions of the tests above, which show the rarer moves (a chameleon's swap that also takes, its
// combined captures, swaps with the king, frozen units).
TEST(RococoFastPerft, AgreesOnTheRuleExamples) {
  const Rules& rules = rococo_rules();
  const std::pair<const char*, char> examples[] = {{"Ki2 kb9 Bd4 qc4 pb4 rf4 nf6 pd6 bf2 mb2", 'w'},
                                                   {"Kh2 kh9 bb3 Qb2 Nb4 Qb6", 'b'},
                                                   {"Ki2 kb9 Bd4 re5 qc5", 'w'},
                                                   {"Ki2 kb9 Bc5 ne5 ng5 pi5", 'w'},
                                                   {"Ki2 kh9 Bd4 me5 Nf5", 'w'},
                                                   {"Ki2 kh9 Bd4 me5 Nf5", 'b'},
                                                   {"Ki2 kb9 Re4 be7", 'w'},
                                                   {"Ki2 kb9 Re4 re5", 'w'},
                                                   {"Ki2 kb9 Qa3 pa7", 'w'},
                                                   {"Kd8 kb9 Qe2", 'w'},
                                                   {"Kg5 kb9 mf6 Pc3", 'w'},
                                                   {"Ki2 kb9 Nc5 pe5 ri5", 'w'}};
  for (const auto& [units, side] : examples) {
    Position pos = setup(units, side);
    for (int depth = 1; depth <= 3; ++depth)
      EXPECT_EQ(perft(rules, pos, depth), perft_general(rules, pos, depth)) << units << " depth " << depth;
  }
}

// Random placements reach what games seldom do: chameleons next to swappers and immobilizers, units
// crowded on the edge, long chains, kings in check from several sides.
TEST(RococoFastPerft, AgreesOnRandomPlacements) {
  const Rules& rules = rococo_rules();
  std::mt19937 random(4);
  const std::string letters = "QRNBMPqrnbmpPPpp";
  int compared = 0;
  for (int attempt = 0; attempt < 4000 && compared < 1500; ++attempt) {
    std::set<std::string> taken;
    auto square = [&] {
      std::string s;
      do s = std::string(1, static_cast<char>('a' + random() % 10)) + std::to_string(1 + random() % 10);
      while (taken.count(s));
      taken.insert(s);
      return s;
    };
    std::string units = "K" + square() + " k" + square();
    const int count = 6 + static_cast<int>(random() % 18);
    for (int i = 0; i < count; ++i)
      units += " " + std::string(1, letters[random() % letters.size()]) + square();
    Position pos(rules.geometry_ptr());
    try {
      pos = setup(units, random() % 2 ? 'w' : 'b');
    } catch (const FenError&) {
      continue;  // the side not to move is in check
    }
    ASSERT_EQ(perft(rules, pos, 2), perft_general(rules, pos, 2)) << to_fen(rules, pos);
    ++compared;
    // After a swap the ban applies: compare once more from each position reached by one.
    for (const Move& m : rococo_legal(pos)) {
      if (!rococo::is_swap(m)) continue;
      rules.play(pos, m);
      ASSERT_EQ(perft(rules, pos, 1), perft_general(rules, pos, 1)) << to_fen(rules, pos);
      rules.undo(pos);
    }
  }
  EXPECT_GE(compared, 1500);
}

}  // namespace
}  // namespace nightrider
