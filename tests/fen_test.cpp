// FEN reading and writing (src/notation/fen.*): every kind of malformed FEN gets its own one-line
// message, and every FEN of the reference data reads back to the same text.
#include "notation/fen.h"

#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "bad_fens.h"
#include "test_support.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

std::string message_of(const Rules& rules, const std::string& fen) {
  try {
    parse_fen(rules, fen);
  } catch (const FenError& e) {
    return e.what();
  }
  return "(accepted)";
}

using testing::bad_chess_fens;
using testing::BadFen;

TEST(FenErrors, EachKindOfBadFenHasItsOwnOneLineMessage) {
  const auto rules = make_chess();
  for (const BadFen& c : bad_chess_fens()) {
    SCOPED_TRACE(c.kind);
    const std::string message = message_of(*rules, c.fen);
    EXPECT_EQ(message.rfind("bad FEN: ", 0), 0u) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    EXPECT_NE(message.find(c.expected), std::string::npos)
        << "message: " << message << "\nexpected: " << c.expected;
  }
}

TEST(FenErrors, TheMessagesAreDistinct) {
  // Cases with different expectations must get different messages: no two kinds of problem are
  // reported alike. (A few cases share an expectation on purpose, e.g. the empty and the blank FEN.)
  const auto rules = make_chess();
  std::set<std::string> expectations, messages;
  for (const BadFen& c : bad_chess_fens()) {
    expectations.insert(c.expected);
    messages.insert(message_of(*rules, c.fen));
  }
  EXPECT_GE(expectations.size(), 15u);
  EXPECT_GE(messages.size(), expectations.size());
  EXPECT_EQ(messages.count("(accepted)"), 0u);
}

TEST(FenErrors, ValidFensAreAccepted) {
  const auto rules = make_chess();
  for (const char* fen : {kStart, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                          "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
                          "4k3/8/8/8/8/8/8/4K3 w - - 10000 10000"}) {
    SCOPED_TRACE(fen);
    EXPECT_NO_THROW(parse_fen(*rules, fen));
  }
  // The clocks may be left out (four fields); they then read as 0 and 1.
  const Position pos = parse_fen(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
  EXPECT_EQ(to_fen(*rules, pos), kStart);
}

// A 10x10 rule set with the orthodox army, built here so the test needs no 10x10 variant.
std::shared_ptr<Rules> orthodox_10x10(bool castling, bool en_passant) {
  auto rules = std::make_shared<Rules>("orthodox10", std::make_shared<Geometry>(10, 10));
  use_orthodox_army(*rules);
  rules->params().en_passant = en_passant;
  rules->set_rights_notation(castling ? RightsNotation::Castling : RightsNotation::None);
  return rules;
}

TEST(FenErrors, RulesWithoutCastlingOrEnPassant) {
  const auto rules = orthodox_10x10(false, false);
  const std::string board = "4k5/10/10/10/10/10/10/10/10/4K5";
  EXPECT_NE(message_of(*rules, board + " w KQ - 0 1")
                .find("orthodox10 has no castling rights; the rights field must be '-'"),
            std::string::npos);
  EXPECT_NE(
      message_of(*rules, board + " w - e8 0 1").find("orthodox10 has no en passant; use '-' instead of 'e8'"),
      std::string::npos);
  EXPECT_NE(message_of(*rules, "4k5/10/10/10/10/10/10/10/4K5 w - - 0 1")
                .find("board has 9 ranks, orthodox10 needs 10"),
            std::string::npos);
  EXPECT_NE(message_of(*rules, "4k5/10/10/10/10/10/10/10/10/4K4 w - - 0 1")
                .find("rank 1 has 9 files, orthodox10 needs 10"),
            std::string::npos);
}

TEST(FenRoundTrip, EveryReferenceFenOfABuiltVariant) {
  int checked = 0;
  for (const auto& row : testing::perft_rows()) {
    std::shared_ptr<const Rules> rules;
    try {
      rules = make_variant(row.variant);
    } catch (const std::exception&) {
      continue;  // a variant still being written
    }
    ASSERT_NE(rules, nullptr) << row.variant;
    SCOPED_TRACE(row.variant + " " + row.fen);
    const Position pos = parse_fen(*rules, row.fen);
    EXPECT_EQ(to_fen(*rules, pos), row.fen);
    ++checked;
  }
  EXPECT_GE(checked, 6);  // at least the chess rows
}

TEST(FenRoundTrip, StartPositionsOfEveryBuiltVariant) {
  for (const VariantInfo& v : all_variants()) {
    std::shared_ptr<const Rules> rules;
    try {
      rules = v.make();
    } catch (const std::exception&) {
      continue;
    }
    SCOPED_TRACE(v.name);
    EXPECT_EQ(to_fen(*rules, start_position(*rules)), rules->start_fen());
  }
}

TEST(FenRoundTrip, EnPassantAndClocks) {
  const auto rules = make_chess();
  // An en-passant square no pawn can use is read (it is valid FEN) but not kept: the position is the
  // same as without it.
  EXPECT_EQ(to_fen(*rules, parse_fen(*rules, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  EXPECT_EQ(parse_fen(*rules, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").hash(),
            parse_fen(*rules, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").hash());
  for (const char* fen : {"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
                          "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                          "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 37 61", "4k3/8/8/8/8/8/8/4K3 w - - 99 200"}) {
    EXPECT_EQ(to_fen(*rules, parse_fen(*rules, fen)), fen);
  }
}

// A pawn a rule moved on after its double step (a wormhole's): the field names the square passed over and
// where the pawn stands, "f6/c3", and the capture there takes the pawn on c3.
TEST(FenRoundTrip, EnPassantWithThePawnElsewhere) {
  const auto rules = make_chess();
  const std::string fen = "k7/8/8/6P1/8/2p5/8/7K w - f6/c3 0 1";
  Position pos = parse_fen(*rules, fen);
  EXPECT_EQ(to_fen(*rules, pos), fen);
  EXPECT_EQ(pos.en_passant_victim().index(), Square(2, 2).index());
  bool taken = false;
  MoveList moves;
  rules->legal_moves(pos, moves);
  for (const Move& m : moves)
    if (m.kind == MoveKind::EnPassant) {
      rules->play(pos, m);
      EXPECT_EQ(to_fen(*rules, pos), "k7/8/5P2/8/8/8/8/7K b - - 0 1");
      taken = true;
    }
  EXPECT_TRUE(taken);
  EXPECT_NE(message_of(*rules, "k7/8/8/6P1/8/2p5/8/7K w - f6/c4 0 1").find("do not follow a double step"),
            std::string::npos);
  EXPECT_NE(message_of(*rules, "k7/8/8/6P1/8/2p5/8/7K w - f6/z9 0 1").find("do not follow a double step"),
            std::string::npos);
}

// Rights without a castling partner (a reborn rook before its king is back, under Circe conditions)
// are listed by square after the letters.
TEST(FenRoundTrip, LoneRightsBySquare) {
  const auto rules = build_variant("chess");
  for (const char* fen : {"r3k3/8/8/8/8/8/8/4K2R w K[a8] - 0 1", "4k3/8/8/8/8/8/8/R3K3 w [a1] - 0 1",
                          "4k3/8/8/8/8/8/8/4K2R b [h1] - 0 1"})
    EXPECT_EQ(to_fen(*rules, parse_fen(*rules, fen)), fen);
}

// Neutral units: the letter in upper case, then '=' (our extension), before the attribute markers,
// on the board and in the underworld.
TEST(FenRoundTrip, NeutralUnits) {
  const auto rules = build_variant("chess");
  const std::string fen = "4k3/8/8/8/3R=4/8/1P=&6/4K3 w - - 0 1";
  const Position pos = parse_fen(*rules, fen);
  EXPECT_EQ(pos.at(*rules->geometry().parse("d4")), Piece(PieceKind::Rook, Colour::Neutral));
  EXPECT_EQ(pos.at(*rules->geometry().parse("b2")),
            Piece(PieceKind::Pawn, Colour::Neutral, kAttributeHalfNeutral));
  EXPECT_EQ(to_fen(*rules, pos), fen);
  const std::string underworld = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 B=d4,nb8";
  const Position buried = parse_fen(*rules, underworld);
  ASSERT_EQ(buried.underworld().size(), 2u);
  EXPECT_EQ(buried.underworld()[0].piece, Piece(PieceKind::Bishop, Colour::Neutral));
  EXPECT_EQ(to_fen(*rules, buried), underworld);
}

TEST(FenRoundTrip, TenByTenWithTen) {
  const auto rules = orthodox_10x10(true, true);
  for (const char* fen :
       {"r3k4r/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1",
        "4k5/10/10/10/10/10/10/10/10/4K5 w - - 3 12", "4k5/10/p9/4pP4/10/10/10/10/10/4K5 w - e8 0 7"}) {
    SCOPED_TRACE(fen);
    EXPECT_EQ(to_fen(*rules, parse_fen(*rules, fen)), fen);
  }
  // A double step on ten ranks lands on rank 7 and passes rank 8, which names the square "e8" (the
  // white pawn on f7 can take there, so the square is kept).
  EXPECT_EQ(parse_fen(*rules, "4k5/10/p9/4pP4/10/10/10/10/10/4K5 w - e8 0 7").en_passant(), Square(4, 7));
}

TEST(FenRoundTrip, VchessSummedDigitsReadLikeTen) {
  const auto rules = orthodox_10x10(false, false);
  const std::string canonical = "r3k4r/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/R3K4R w - - 0 1";
  const Position reference = parse_fen(*rules, canonical);
  for (const char* summed : {"r3k4r/pppppppppp/91/91/91/91/91/91/PPPPPPPPPP/R3K4R w - - 0 1",
                             "r3k4r/pppppppppp/55/82/73/64/19/28/PPPPPPPPPP/R3K4R w - - 0 1",
                             "r3k4r/pppppppppp/10/91/10/91/10/91/PPPPPPPPPP/R3K4R w - - 0 1"}) {
    SCOPED_TRACE(summed);
    const Position pos = parse_fen(*rules, summed);
    EXPECT_TRUE(pos.same_state(reference));
    EXPECT_EQ(to_fen(*rules, pos), canonical);
  }
  // Within a rank: "k9" and "k81" are one king and nine empty squares either way.
  const Position a = parse_fen(*rules, "k9/10/10/10/10/10/10/10/10/K9 w - - 0 1");
  const Position b = parse_fen(*rules, "k81/10/10/10/10/10/10/10/10/K18 w - - 0 1");
  EXPECT_TRUE(a.same_state(b));
}

TEST(FenRoundTrip, RococoStartWrittenWithTenOrNinetyOne) {
  std::shared_ptr<const Rules> rules;
  try {
    rules = make_variant("rococo");
  } catch (const std::exception&) {
    GTEST_SKIP() << "rococo is not built yet";
  }
  // RULES.md A8 gives the start position with "10"; Part B's vchess column writes the same with "91".
  const std::string with_ten = "10/1rqnbknqm1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1MQNBKNQR1/10 w - - 0 1";
  const std::string with_91 = "91/1rqnbknqm1/1pppppppp1/91/91/91/91/1PPPPPPPP1/1MQNBKNQR1/91 w - - 0 1";
  EXPECT_EQ(to_fen(*rules, parse_fen(*rules, with_91)), with_ten);
  EXPECT_EQ(to_fen(*rules, parse_fen(*rules, with_ten)), with_ten);
}

// The rule-state field holds up to 31 flags (a condition may keep squares there: Duellist chess's two
// take 16), beyond the clocks' limit of 10000.
TEST(FenRuleState, FlagsBeyondTheClocksLimitAreReadAndWritten) {
  auto rules = make_variant("chess");
  const std::string fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 @29952";
  const Position pos = parse_fen(*rules, fen);
  EXPECT_EQ(pos.rule_flags(), 29952u);
  EXPECT_EQ(to_fen(*rules, pos), fen);
  EXPECT_EQ(parse_fen(*rules, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 @2147483647").rule_flags(), 2147483647u);
}

}  // namespace
}  // namespace nightrider

namespace nightrider {
namespace {

// RuleParams::several_kings: a rule set whose kings are units like the others reads and writes a FEN with
// two kings of a side; the orthodox one refuses it.
TEST(FenSeveralKings, ARuleSetWithSeveralKingsReadsThem) {
  const std::string fen = "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1";
  EXPECT_THROW(parse_fen(*make_variant("chess"), fen), FenError);
  std::shared_ptr<Rules> rules = build_variant("chess");
  rules->params().several_kings = true;
  const Position pos = parse_fen(*rules, fen);
  EXPECT_EQ(pos.royals(Colour::White).size(), 2u);
  EXPECT_EQ(to_fen(*rules, pos), fen);
}

}  // namespace
}  // namespace nightrider
