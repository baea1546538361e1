// The notes of a move (notation/effect_notes.h), read once from its journal, and the three notations
// written from them: the solver's Popeye brackets, SAN's side effects and the web page's words and
// arrows. One position per kind of note.
#include <gtest/gtest.h>

#include <string>

#include "notation/effect_notes.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "solver/general_board.h"
#include "variants/variants.h"
#include "support/condition_checks.h"
#include "web/game.h"

namespace nightrider {
namespace {

using namespace condition_checks;

// The position after the move `uci` from `fen`.
Position played(const Rules& rules, const std::string& fen, const std::string& uci) {
  Position pos = parse_fen(rules, fen);
  const std::optional<Move> m = parse_move(rules, pos, uci);
  EXPECT_TRUE(m.has_value()) << uci;
  if (m) rules.play(pos, *m);
  return pos;
}

std::vector<EffectNote> notes_of(const Position& after) {
  const auto all = after.last_effects();
  return effect_notes(all, all.size() - after.last_side_effects().size());
}

std::string san_of(const Rules& rules, const std::string& fen, const std::string& uci) {
  Position pos = parse_fen(rules, fen);
  return to_san(rules, pos, *parse_move(rules, pos, uci));
}

TEST(EffectNotes, ACaptureAndARebirthAreTheMovesOwnRemovalAndAnAppearance) {
  auto rules = chess_with("Circe");
  const std::string fen = "4k3/8/8/8/3p4/8/1B6/4K3 w - - 0 1";
  const Position after = played(*rules, fen, "b2d4");
  const auto notes = notes_of(after);
  ASSERT_EQ(notes.size(), 3u);
  EXPECT_EQ(notes[0].kind, EffectNote::Kind::Remove);  // the capture, the move's own
  EXPECT_TRUE(notes[0].primary);
  EXPECT_EQ(notes[1].kind, EffectNote::Kind::Go);  // the bishop's step
  EXPECT_TRUE(notes[1].own_step);
  EXPECT_EQ(notes[2].kind, EffectNote::Kind::Appear);  // the pawn reborn on d7
  EXPECT_FALSE(notes[2].primary);
  EXPECT_EQ(notes[2].reason.role, ReasonRole::Rebirth);
  EXPECT_EQ(notes[2].to, sq("d7"));
  EXPECT_EQ(notes[2].unit, Piece(PieceKind::Pawn, Colour::Black));
  EXPECT_TRUE(notes[2].then.empty());
  EXPECT_EQ(san_of(*rules, fen, "b2d4"), "Bxd4 (+bPd7)");
  // The page draws one arrow from where the pawn was taken to where it is reborn.
  Position before = parse_fen(*rules, fen);
  EXPECT_EQ(web::move_effects(after, *parse_move(*rules, before, "b2d4")),
            nlohmann::json::parse(R"([{"kind":"rebirth","from":"d4","to":"d7"}])"));
}

TEST(EffectNotes, AReasonIsItsModulesOwnAndNamedByItsWords) {
  // Each module that names its effects registers its words with the rule set: the reason of a Circe
  // rebirth plays the role Rebirth, and the page names it by Circe's words; AntiCirce's capturer is named
  // by its own. A role's plain form is named by the role's words.
  auto rules = chess_with(ConditionList{{"Circe", {}}});
  const auto notes = notes_of(played(*rules, "4k3/8/8/8/3p4/8/1B6/4K3 w - - 0 1", "b2d4"));
  ASSERT_EQ(notes.size(), 3u);
  EXPECT_NE(notes[2].reason, EffectReason::Rebirth);
  EXPECT_EQ(rules->reason_words(notes[2].reason), "Circe rebirth");
  EXPECT_EQ(rules->reason_words(EffectReason::Rebirth), "rebirth");
  EXPECT_EQ(rules->reason_words(EffectReason::Move), "");
  auto anti = chess_with(ConditionList{{"AntiCirce", {}}});
  const auto anti_notes = notes_of(played(*anti, "4k3/8/8/8/3p4/8/1B6/4K3 w - - 0 1", "b2d4"));
  ASSERT_FALSE(anti_notes.empty());
  EXPECT_EQ(anti_notes.back().reason.role, ReasonRole::CapturerRebirth);
  EXPECT_EQ(anti->reason_words(anti_notes.back().reason), "AntiCirce rebirth");
  // The same words give the same reason; other words another.
  Rules own("own", anti->geometry_ptr());
  const EffectReason a = own.register_reason(ReasonRole::Placement, "a");
  EXPECT_EQ(own.register_reason(ReasonRole::Placement, "a"), a);
  EXPECT_NE(own.register_reason(ReasonRole::Placement, "b").tag, a.tag);
  EXPECT_EQ(own.reason_words(a), "a");
}

TEST(EffectNotes, AChangeOfAUnitJustPlacedIsPartOfItsAppearance) {
  // Volage beside Circe: the pawn reborn on d7 (light; it was taken on dark d4) changes side there.
  auto rules = chess_with(ConditionList{{"Volage", {}}, {"Circe", {}}});
  const std::string fen = "4k3/8/8/8/3p4/8/1B6/4K3 w - - 0 1";
  const auto notes = notes_of(played(*rules, fen, "b2d4"));
  ASSERT_EQ(notes.size(), 3u);
  EXPECT_EQ(notes[2].kind, EffectNote::Kind::Appear);
  ASSERT_EQ(notes[2].then.size(), 1u);
  EXPECT_EQ(notes[2].then[0].colour(), Colour::White);
  // (the pawn, White's now, checks the king on e8)
  EXPECT_EQ(san_of(*rules, fen, "b2d4"), "Bxd4+ (+bPd7=w)");
}

TEST(EffectNotes, AChangeAwayFromTheMoverIsMarkedElsewhere) {
  // A journal written by hand: the rook steps a1-a4, then a rule changes the king on h5 into a knight
  // where it stands (elsewhere), and the rook where it ended (not elsewhere, as Einstein's change).
  auto rules = chess_with("Circe");
  Position pos = parse_fen(*rules, "4k3/8/8/7K/8/8/8/R7 w - - 0 1");
  pos.begin_move(Move{sq("a1"), sq("a4")});
  pos.relocate(sq("a1"), sq("a4"));
  pos.begin_side_effects();
  pos.change(sq("h5"), Piece(PieceKind::Knight, Colour::White), EffectReason::KindChange);
  pos.change(sq("a4"), Piece(PieceKind::Bishop, Colour::White), EffectReason::KindChange);
  pos.end_move();
  const auto notes = notes_of(pos);
  ASSERT_EQ(notes.size(), 3u);
  EXPECT_EQ(notes[1].kind, EffectNote::Kind::Change);
  EXPECT_EQ(notes[1].to, sq("h5"));
  EXPECT_TRUE(notes[1].elsewhere);
  EXPECT_EQ(notes[2].kind, EffectNote::Kind::Change);
  EXPECT_FALSE(notes[2].elsewhere);
  EXPECT_EQ(side_effects_text(*rules, pos), "(h5=N, a4=B)");
}

TEST(EffectNotes, ACapturerSentToItsRebirthSquareIsAGo) {
  // AntiCirce: the rook that takes on d5 goes to its rebirth square, h1 (d5 is light).
  auto rules = chess_with("AntiCirce");
  const std::string fen = "4k3/8/8/3n4/8/8/3R4/4K3 w - - 0 1";
  const auto notes = notes_of(played(*rules, fen, "d2d5"));
  ASSERT_EQ(notes.size(), 3u);
  EXPECT_EQ(notes[2].kind, EffectNote::Kind::Go);
  EXPECT_EQ(notes[2].reason.role, ReasonRole::CapturerRebirth);
  EXPECT_EQ(notes[2].from, sq("d5"));
  EXPECT_EQ(notes[2].to, sq("h1"));
  EXPECT_EQ(san_of(*rules, fen, "d2d5"), "Rxd5 (Rd5-h1)");
}

TEST(EffectNotes, AUnitThatChangedOnItsWayUnderTheBoardIsWrittenAsTakenThenAsItBecame) {
  // A pawn taken on b7, reborn under its occupied promotion square c8 as a queen (Volcanic Circe):
  // Position::bury records the pawn as it was taken in the effect's `previous`.
  const Piece bishop(PieceKind::Bishop, Colour::Black), pawn(PieceKind::Pawn, Colour::White),
      queen(PieceKind::Queen, Colour::White);
  std::vector<Effect> effects;
  effects.push_back(Effect{EffectKind::Remove, sq("b7"), Square::none(), false, 0, EffectReason::Move, pawn, Piece(), Square()});
  effects.push_back(Effect{EffectKind::Relocate, sq("a8"), sq("b7"), false, 0, EffectReason::Move, bishop, Piece(), Square()});
  effects.push_back(Effect{EffectKind::Bury, sq("c8"), Square::none(), false, 0, EffectReason::Rebirth, queen, pawn, Square()});
  const auto notes = effect_notes(effects, 2);
  ASSERT_EQ(notes.size(), 3u);
  EXPECT_EQ(notes[2].kind, EffectNote::Kind::WaitUnder);
  EXPECT_EQ(notes[2].unit, pawn);
  EXPECT_EQ(notes[2].to, sq("c8"));
  ASSERT_EQ(notes[2].then.size(), 1u);
  EXPECT_EQ(notes[2].then[0], queen);
  // Without a change it is the unit alone.
  effects[2].previous = Piece();
  effects[2].piece = pawn;
  const auto plain = effect_notes(effects, 2);
  EXPECT_EQ(plain[2].unit, pawn);
  EXPECT_TRUE(plain[2].then.empty());
}

TEST(EffectNotes, ACloneCapturersChangeBeforeItIsSentOnIsWrittenByItsGoNote) {
  // AntiCirce Clone (REGRESSIONS/4_83_to_4_85.inp#3): the bishop that took a pawn on d6 becomes a pawn
  // there, then goes to d2: one note, "[wBd6->Pd2]", no change written apart.
  const Piece bishop(PieceKind::Bishop, Colour::White), pawn(PieceKind::Pawn, Colour::White),
      taken(PieceKind::Pawn, Colour::Black);
  std::vector<Effect> effects;
  effects.push_back(Effect{EffectKind::Remove, sq("d6"), Square::none(), false, 0, EffectReason::Move, taken, Piece(), Square()});
  effects.push_back(Effect{EffectKind::Relocate, sq("f4"), sq("d6"), false, 0, EffectReason::Move, bishop, Piece(), Square()});
  effects.push_back(Effect{EffectKind::Change, sq("d6"), Square::none(), false, 0, EffectReason::CapturerRebirth, pawn, bishop, Square()});
  effects.push_back(Effect{EffectKind::Relocate, sq("d6"), sq("d2"), false, 0, EffectReason::CapturerRebirth, pawn, Piece(), Square()});
  const auto notes = effect_notes(effects, 2);
  ASSERT_EQ(notes.size(), 3u);
  EXPECT_EQ(notes[2].kind, EffectNote::Kind::Go);
  EXPECT_EQ(notes[2].previous, bishop);
  EXPECT_EQ(notes[2].unit, pawn);
}

TEST(EffectNotes, TheMoversSecondStepIsAGoAndItsPromotionFollows) {
  // A journal written by hand: the pawn takes on d5, goes on to d8 as a second step of the same move
  // (EffectReason::Continuation) and promotes there. One Go note, the promotion inside it.
  auto rules = chess_with("Circe");
  Position pos = parse_fen(*rules, "4k3/8/8/3r4/4P3/8/8/4K3 w - - 0 1");
  Move take{sq("e4"), sq("d5"), MoveKind::Normal, kFlagCapture};
  pos.begin_move(take);
  pos.remove(sq("d5"));
  pos.relocate(sq("e4"), sq("d5"));
  pos.begin_side_effects();
  pos.relocate(sq("d5"), sq("d8"), EffectReason::Continuation);
  pos.change(sq("d8"), Piece(PieceKind::Queen, Colour::White), EffectReason::Continuation);
  pos.end_move();
  const auto notes = notes_of(pos);
  ASSERT_EQ(notes.size(), 3u);
  EXPECT_EQ(notes[2].kind, EffectNote::Kind::Go);
  EXPECT_EQ(notes[2].reason.role, ReasonRole::Continuation);
  EXPECT_EQ(notes[2].from, sq("d5"));
  EXPECT_EQ(notes[2].to, sq("d8"));
  ASSERT_EQ(notes[2].then.size(), 1u);
  EXPECT_EQ(notes[2].then[0], Piece(PieceKind::Queen, Colour::White));
  EXPECT_EQ(side_effects_text(*rules, pos), "(d5-d8=Q)");
  EXPECT_EQ(web::move_effects(pos, take),
            nlohmann::json::parse(R"([{"kind":"capture","square":"d5"},{"kind":"displace","from":"d5","to":"d8"},)"
                                  R"({"kind":"change","square":"d8"}])"));
}

// A module that keeps a count of the moves made (in the diagram's halfmove clock, for the test) and writes
// it after each move of White: the rule-state notes every notation writes after a move.
class EffectNotesMoveCounter final : public RuleModule {
 public:
  const char* name() const override { return "MoveCounter"; }
  unsigned hooks() const override { return 0; }
  std::string state_note(const Position& after, Colour mover) const override {
    if (mover != Colour::White) return {};
    return "moves " + std::to_string(after.halfmove_clock());
  }
};

TEST(EffectNotes, RuleStateIsWrittenAfterTheMoveByEveryNotation) {
  auto rules = build_variant("chess");
  rules->add_module(std::make_unique<EffectNotesMoveCounter>());
  const std::string fen = "4k3/8/8/8/8/8/8/R3K3 w - - 3 1";
  const Position after = played(*rules, fen, "a1a5");
  EXPECT_EQ(rule_state_notes(*rules, after, Colour::White), std::vector<std::string>{"moves 4"});
  EXPECT_TRUE(rule_state_notes(*rules, after, Colour::Black).empty());
  EXPECT_EQ(side_effects_text(*rules, after), "(moves 4)");
  solver::GeneralBoard board(*rules, parse_fen(*rules, fen));
  MoveList moves;
  board.legal_moves(moves);
  for (const Move& m : moves) {
    if (m.from == *after.geometry().parse("a1") && m.to == *after.geometry().parse("a5")) {
      EXPECT_EQ(board.text(m), "Ra1-a5 (moves 4)");
    }
  }
  const Position reply = played(*rules, "4k3/8/8/8/8/8/8/R3K3 b - - 3 1", "e8e7");
  EXPECT_EQ(side_effects_text(*rules, reply), "");
}

}  // namespace
}  // namespace nightrider
