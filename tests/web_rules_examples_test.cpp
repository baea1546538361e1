// The rules pages' example boards (src/web/rules_examples.h): each example is played by the rules core,
// and what it shows is checked here against the position after the move worked out by hand from the
// rules text (docs/RULES.md; the variants' texts in src/variants/texts): Magnetic's pull and push and
// Anti-Magnetic's reverse, the anti-king's anti-check, Rococo's withdrawal and approach, long leap, swap,
// chameleon's triple capture and the cannon pawn's hop; chess's castling, en passant and promotion; Anti-King
// I's anti-check and its anti-king's moves; and one example for each of 95 of the 103 condition games, on
// the condition's page (docs/conditions.md's one-line definitions, `nightrider rules chess+WORD`), with the
// engine's sentence under it in the page's language.
#include <gtest/gtest.h>

#include <string>

#include "variants/condition_games.h"
#include "variants/variants.h"
#include "web/game.h"
#include "web/rules_examples.h"

namespace nightrider::web {
namespace {

using nlohmann::json;

// The board part of a FEN (what the picture shows).
std::string placement(const json& fen) {
  const std::string text = fen.get<std::string>();
  return text.substr(0, text.find(' '));
}

TEST(WebRulesExamples, MagneticPullAndPush) {
  const json examples = rules_examples("magnetic", "en");
  ASSERT_EQ(examples.size(), 1u);
  const json& e = examples[0];
  EXPECT_EQ(e["title"], "The field: a pull and a push");
  EXPECT_EQ(placement(e["before"]["fen"]), "4k3/3p4/8/8/1N6/8/8/3RK3");
  // Rd1-d4: the black pawn d7 pulled to d5, the white knight b4 pushed to a4 (by hand).
  EXPECT_EQ(placement(e["after"]["fen"]), "4k3/8/8/3p4/N2R4/8/8/4K3");
  EXPECT_EQ(e["after"]["last"], json::array({"d1", "d4"}));
  EXPECT_EQ(e["after"]["effects"], (json::array({json{{"kind", "displace"}, {"from", "d7"}, {"to", "d5"}},
                                                 json{{"kind", "displace"}, {"from", "b4"}, {"to", "a4"}}})))
      << e["after"]["effects"].dump();
  EXPECT_EQ(e["files"], 8);
}

TEST(WebRulesExamples, AntiMagneticPushAndPull) {
  const json e = rules_examples("antimagnetic", "fr").at(0);
  EXPECT_EQ(e["title"], "Le champ inversé : l'ennemi repoussé, l'ami attiré");
  // The same move, charges reversed: d7 pushed to d8, b4 pulled to c4 (by hand).
  EXPECT_EQ(placement(e["after"]["fen"]), "3pk3/8/8/8/2NR4/8/8/4K3");
}

TEST(WebRulesExamples, AntiKingInvertedCheck) {
  const json e = rules_examples("antiking2", "nl").at(0);
  EXPECT_EQ(e["title"], "Het omgekeerde schaak van de antikoning");
  // 1.e4 e5 2.c4 Nc6, then 3.Ne2 blocking the bishop f1: Black's anti-king on d3 is attacked before, not
  // after.
  EXPECT_EQ(placement(e["before"]["fen"]), "r1bqkbnr/pppp1ppp/2nA4/4p3/2P1P3/3a4/PP1P1PPP/RNBQKBNR");
  EXPECT_FALSE(e["before"]["check"].get<bool>());
  EXPECT_EQ(e["before"]["turn"], "white");
  EXPECT_EQ(e["after"]["turn"], "black");
  EXPECT_TRUE(e["after"]["check"].get<bool>()) << "the rules see the anti-check";
  // The notation marks a move that gives anti-check as it marks a check (in_check covers both).
  EXPECT_EQ(e["move"], "Ne2+");
}

TEST(WebRulesExamples, RococoCapturesAndTheCannonHop) {
  const json examples = rules_examples("rococo", "en");
  ASSERT_EQ(examples.size(), 5u);
  for (const json& e : examples) {
    EXPECT_EQ(e["files"], 10);
    EXPECT_TRUE(e["ring"].get<bool>());
  }
  // Pushme-pullyu d6-h6: c6 taken by withdrawal, i6 by approach.
  EXPECT_EQ(placement(examples[0]["after"]["fen"]), "10/5k4/10/10/7Q2/10/10/10/5K4/10");
  // Long leaper d3-d8 over d5 and d7.
  EXPECT_EQ(placement(examples[1]["after"]["fen"]), "10/5k4/3N6/10/10/10/10/10/5K4/10");
  // Swapper c4<->c7.
  EXPECT_EQ(placement(examples[2]["after"]["fen"]), "10/5k4/10/2R7/10/10/2p7/10/5K4/10");
  // Chameleon b3-b5 takes b2, b6 and b4.
  EXPECT_EQ(placement(examples[3]["after"]["fen"]), "10/5k4/10/10/10/1B5K2/10/10/10/10");
  // Cannon pawn e4 hops e5 and takes e6.
  EXPECT_EQ(placement(examples[4]["after"]["fen"]), "10/5k4/10/10/4P5/4P5/10/10/5K4/10");
  EXPECT_EQ(examples[4]["title"], "Cannon pawn: the hop");
}

TEST(WebRulesExamples, ChessCastlingEnPassantPromotion) {
  const json examples = rules_examples("chess", "en");
  ASSERT_EQ(examples.size(), 3u);
  // O-O: king e1-g1, rook h1-f1 (by hand).
  EXPECT_EQ(examples[0]["move"], "O-O");
  EXPECT_EQ(placement(examples[0]["after"]["fen"]), "4k3/8/8/8/8/8/8/R4RK1");
  // Before: Black's d7-d5 already played (the setup move), highlighted.
  EXPECT_EQ(placement(examples[1]["before"]["fen"]), "4k3/8/8/3pP3/8/8/8/4K3");
  EXPECT_EQ(examples[1]["before"]["last"], json::array({"d7", "d5"}));
  // exd6 e.p.: the pawn on d6, d5 emptied (by hand).
  EXPECT_EQ(placement(examples[1]["after"]["fen"]), "4k3/8/3P4/8/8/8/8/4K3");
  // b8=Q checks e8 along the empty eighth rank (by hand).
  EXPECT_EQ(placement(examples[2]["after"]["fen"]), "1Q2k3/8/8/8/8/8/8/4K3");
  EXPECT_EQ(examples[2]["move"], "b8=Q+");
  EXPECT_TRUE(examples[2]["after"]["check"].get<bool>());
}

TEST(WebRulesExamples, AntiKingOneAntiCheckAndTheAntiKingsMoves) {
  const json examples = rules_examples("antiking1", "fr");
  ASSERT_EQ(examples.size(), 2u);
  EXPECT_EQ(examples[0]["title"], "L'échec inversé de l'antiroi");
  // Ra4-a5 leaves e4 unattacked by any white unit: the black anti-king is in anti-check (by hand, A17).
  EXPECT_FALSE(examples[0]["before"]["check"].get<bool>());
  EXPECT_EQ(placement(examples[0]["after"]["fen"]), "2r4k/8/2A5/R7/4a3/8/8/K7");
  EXPECT_TRUE(examples[0]["after"]["check"].get<bool>());
  EXPECT_EQ(examples[0]["move"], "Ra5+");
  // The anti-king takes its own knight on b5, which the rook b8 then attacks; the black anti-king h1 stays
  // attacked by the bishop e4, so no anti-check (by hand, A14-A17).
  EXPECT_EQ(placement(examples[1]["after"]["fen"]), "1rr4k/8/8/1A1p4/4B3/8/8/K6a");
  EXPECT_EQ(examples[1]["move"], "Axb5");
  EXPECT_FALSE(examples[1]["after"]["check"].get<bool>());
}

// One example per family of condition games, each on its condition's page, the position after the move
// worked out by hand from the condition's definition.
TEST(WebRulesExamples, ConditionPagesShowTheirCondition) {
  struct Expected {
    const char* page;
    const char* after;
    bool check;
  };
  const Expected expected[] = {
      // Rxd5: the knight taken on a light square is reborn on g8, the knight's light home square.
      {"chess+circe", "4k1n1/8/8/3R4/8/8/8/4K3", false},
      // Nxd5: the capturing knight goes to its light home square b1, the pawn is gone.
      {"chess+anticirce", "4k3/8/8/8/8/8/8/1N2K3", false},
      // Rh4-e4: the rooks on e4 and e1 paralyse each other, so the white one does not check e8.
      {"chess+madrasi", "4k3/8/8/8/4R3/8/7K/4r3", false},
      // Rxd5: the capturing rook turns black.
      {"chess+andernach", "4k3/8/8/3r4/8/8/8/4K3", false},
      // Kg1-f1 guards the rook e2, which now checks e8.
      {"chess+patrouille", "4k3/8/8/8/8/8/4R3/5K2", true},
      // Nb1-c3: light to dark on its first such move, the knight turns black, and is spent (FEN's ').
      {"chess+volage", "rnbqkbnr/pppppppp/8/8/8/2n'5/PPPPPPPP/R1BQKBNR", false},
      // Rxd5: a capturing rook rises to a queen.
      {"chess+einstein", "4k3/8/8/3Q4/8/8/8/4K3", false},
      // Rxd5: the rook leaves the board with the pawn.
      {"chess+kamikaze", "r3k3/8/8/8/8/8/8/4K3", false},
      // Qe1-e7: next to the king but a step from dark e7 to light e8 is no move, so no check.
      {"chess+monochrom", "4k3/4Q3/8/8/8/8/8/5K2", false},
      // After 1.Rxd5 Kf7, Rd5-a5: the pawn comes back to d5 as an uncapturable ghost (FEN's ^).
      {"chess+ghost", "8/5k2/8/R2p^4/8/8/8/4K3", false},
      // Rxh7 from e4, as from the rook's light home square h1 (e4 is light).
      {"chess+marscirce", "4k3/7R/8/8/8/8/8/4K3", false},
      // Rxd5 then a knight's leap d5-e3, which checks e8 up the e-file.
      {"chess+take&make", "4k3/8/8/8/8/4R3/8/4K3", true},
      // e2-e5 as the rook e1 behind it moves.
      {"chess+annan", "5k2/8/8/4P3/8/8/8/4R1K1", false},
      // Nd4-f5 leaves a white pawn on d4.
      {"chess+sentinelles", "4k3/7p/8/5N2/3P4/8/8/4K3", false},
      // Rxc3, the only capture, so the only move.
      {"chess+losing", "4k3/8/8/8/8/2R5/8/4K3", false},
      // The knights b1 and h5 exchange places.
      {"chess+messigny", "4k3/8/8/7N/8/8/8/1n2K3", false},
      // b6-b7 promotes (to a queen) on the seventh rank.
      {"chess+glasgow", "4k3/1Q6/8/8/8/8/8/4K3", false},
      // Ra4-e4+ attacks the bishop h4 along the fourth rank: it turns white.
      {"chess+masand", "4k3/8/8/8/4R2B/8/8/K7", true},
      // c2-c3 attacks the checking knight d4 with a pawn: paralysed, it no longer checks e2.
      {"chess+eiffel", "4k3/8/8/8/3n4/2P5/4K3/8", false},
      // Rd4-d6 pushes the knight d7 past d8, off the board: taken.
      {"chess+dynamo", "4k3/8/3R4/8/8/8/8/4K3", false},
      // Rxc5, then a step back to c4 taking the knight there.
      {"chess+gravitation", "4k3/8/8/8/2R5/8/8/4K3", false},
      // Bxd5 takes a knight: White's knight b1 goes too.
      {"chess+breton", "4k3/7p/8/3B4/8/8/8/4K3", false},
      // Bxd5: the bishop gains the knight's walk (FEN's ; after its letter).
      {"chess+absorbant", "4k3/7p/8/3B;4/8/8/8/4K3", false},
      // Qb3-f7: in the black king's cell e7-f8, so no check.
      {"chess+grid", "4k3/5Q2/8/8/8/8/8/4K3", false},
      // Rxd5 takes a knight: the black king becomes a royal knight (n*).
      {"chess+kobulkings", "4n*3/7p/8/3R4/8/8/8/4K3", false},
      // Ra1-a8 checks e8: the kings swap, and the black king on e1 is not in check.
      {"chess+swappingkings", "R3K3/8/8/8/8/8/8/4k3", false},
      // Re4-h5, a quiet move made as from the rook's light home square h1.
      {"chess+antimarscirce", "5k2/8/8/7R/8/8/8/4K3", false},
      // Rxd5 takes White's own pawn.
      {"chess+bicaptures", "4k3/8/8/3R4/8/8/8/4K3", false},
      // Qd1-d7: no capture, yet the king is in check.
      {"chess+nocapture", "4k3/3Q4/8/8/8/8/8/4K3", true},
      // Ra1-a8 checks g8 and mates (f7 g7 h7 block), so it is allowed ("check" is an ongoing game's: the
      // mate is the result, below).
      {"chess+checkless", "R5k1/5ppp/8/8/8/8/8/6K1", false},
      // Ra1-d1 attacks Black's only knight: a check.
      {"chess+extinction", "4k3/7p/8/3n4/8/8/8/3RK3", true},
      // b7-b8=K: a second white king.
      {"chess+rexmultiplex", "1K2k3/8/8/8/8/8/8/4K3", false},
      // Ra1-a4 ends next to the black pawn b5.
      {"chess+koeko", "4k3/8/8/1p6/R7/8/8/4K3", false},
      // Ra1-a3 ends next to no unit.
      {"chess+antikoeko", "4k3/8/8/1p6/8/R7/8/4K3", false},
      // Rd1 (touching e1) to d5, touching the pawn c4.
      {"chess+newkoeko", "4k3/8/8/3R4/2p5/8/8/4K3", false},
      // Qd4-a7, on the edge.
      {"chess+whiteedgemover", "4k3/Q7/8/8/8/8/8/4K3", false},
      // Qd5-a8, in the corner.
      {"chess+blackedgemover", "q3k3/8/8/8/8/8/8/4K3", false},
      // Ba1-h8, the longest move.
      {"chess+whitemaximummer", "4k2B/7p/8/8/8/8/8/4K3", false},
      // Ba8-h1, the longest move.
      {"chess+blackmaximummer", "4k3/8/8/8/8/8/P7/4K2b", false},
      // dxe3 (dxc3 would double the c-pawns).
      {"chess+nodoublepawns", "4k3/8/8/8/8/2p1P3/2P5/4K3", false},
      // The king, attacked by the rook a1, takes it as a rook.
      {"chess+whitereflectiveking", "4k3/7p/8/8/8/8/P7/K7", false},
      // The king, checked by the knight d6, takes it as a knight.
      {"chess+blackreflectiveking", "8/p7/3k4/8/8/8/7P/4K3", false},
      // The king, checked by the queen h1, takes it as a queen.
      {"chess+reflectivekings", "4k3/7p/8/8/8/8/P7/7K", false},
      // The king, attacked by the bishop b4, takes it as a bishop.
      {"chess+whitetransmutedking", "4k3/7p/8/8/1K6/8/P7/8", false},
      // The king, checked by the bishop a4, takes it as a bishop.
      {"chess+blacktransmutedking", "8/p7/8/8/k7/8/7P/4K3", false},
      // The king, checked by the knight d3, takes it as a knight.
      {"chess+transmutedkings", "4k3/7p/8/8/8/3K4/P7/8", false},
      // The king, checked by the knight f6, takes it as a knight.
      {"chess+strictlytransmutedkings", "8/p7/5k2/8/8/8/7P/4K3", false},
      // Rd5-c5 attacks the king c1: White is in check.
      {"chess+siamesekings", "4k3/8/8/2r5/8/8/P7/2K1K3", true},
      // a7-a6, then the kings swap: black e1, white e8.
      {"chess+blackoscillatingkings", "4K3/8/p7/8/8/8/7P/4k3", false},
      // a2-a3 with the black king still in check from e1, now Black's to answer.
      {"chess+lesemajeste", "4k3/8/8/8/8/P7/8/4R1K1", true},
      // Ra8: check, one king move (h7), nothing else: mate (the result below).
      {"chess+maff", "R6k/8/5K2/8/8/8/8/8", false},
      // Ra1-a5, no capture: the rook turns black.
      {"chess+antiandernach", "4k3/7p/8/r7/8/8/8/4K3", false},
      // Ra1-a5, no capture: the rook rises to a queen.
      {"chess+reversaleinstein", "4k3/7p/8/Q7/8/8/8/4K3", false},
      // Rxd5 takes a knight: the rook becomes a white knight.
      {"chess+frankfurt", "4k3/7p/8/3N4/8/8/8/4K3", false},
      // Rook a1, as a knight to c2, then up the c-file to take c4.
      {"chess+make&take", "4k3/7p/8/8/2R5/8/8/4K3", false},
      // Nxd5, the rook d1 attacking d5 too.
      {"chess+multicaptures", "4k3/7p/8/3N4/8/8/8/3RK3", false},
      // Rd1-d4, stopping before the pawn.
      {"chess+nowhitecapture", "4k3/8/8/3p4/3R4/8/8/4K3", false},
      // Rd8-d5, stopping before the pawn.
      {"chess+noblackcapture", "4k3/8/8/3r4/3P4/8/8/4K3", false},
      // Kd2-c3: the rook e1, no longer guarded, checks e8.
      {"chess+lortap", "4k3/8/8/8/8/2K5/8/4R3", true},
      // Nb1-c3 (guarded by the rook a1).
      {"chess+ultrapatrol", "4k3/7p/8/8/8/2N5/8/R3K3", false},
      // Rd1-d4 (guarded by the king).
      {"chess+central", "4k3/7p/8/N7/3R4/8/8/4K3", false},
      // Ra1-a2, dark to light: the rook turns black.
      {"chess+hypervolage", "4k3/7p/8/8/8/8/r7/4K3", false},
      // Ne4-c5 discovers the rook's check; the rook turns the bishop b1 white.
      {"chess+masandgeneralised", "4k3/8/8/2N5/8/8/8/1B2R1K1", true},
      // Ra1-a8: light e8 seen from light a8 is no move, so no check.
      {"chess+bichrom", "R3k3/7p/8/8/8/8/8/4K3", false},
      // Rd1-d3 (d4 would face the rook h4).
      {"chess+isardam", "4k3/8/8/8/7r/3R4/8/4K3", false},
      // 1.Nf3 from the start.
      {"chess+sat", "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R", false},
      // Qh1-a8: Black, once in check (@2), is not attacked now and needs no flight: check (Strict SAT).
      {"chess+strictsat", "Q5bk/6p1/8/8/8/8/PP6/KB6", true},
      // The one capture each side has is its only move.
      {"chess+whitemustcapture", "4k3/8/8/R7/8/8/8/4K3", false},
      {"chess+blackmustcapture", "4k3/8/8/8/r7/8/8/4K3", false},
      // Ra1-a7 (a8 would attack e8).
      {"chess+vogtlaender", "4k3/R6p/8/8/8/8/8/4K3", false},
      // Kg4-g5, on the pinned rook's rank.
      {"chess+brunner", "3k4/8/8/3r2K1/8/8/8/3R4", false},
      // Qb5-e2: the queen (rebirth square d8 taken) cannot be captured: mate (the result below).
      {"chess+immun", "3rk3/8/8/8/8/8/4q3/4K3", false},
      // Re4-h5 as from h1.
      {"chess+phantom", "5k2/8/8/7R/8/8/8/4K3", false},
      // Rd4xh5 as from e5.
      {"chess+plus", "6k1/7p/8/7R/8/8/8/4K3", false},
      // 1.e4 Nf6 2.e5.
      {"chess+disparate", "rnbqkb1r/pppppppp/5n2/4P3/8/8/PPPP1PPP/RNBQKBNR", false},
      // 1.Nf3 e5 2.Nxe5.
      {"chess+duellist", "rnbqkbnr/pppp1ppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R", false},
      // White plays Black's pawn e7-e5.
      {"chess+allin", "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR", false},
      // White plays Black's knight g8-f6.
      {"chess+halfin", "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR", false},
      // 1.e4, then Black plays White's pawn d2-d3.
      {"chess+mainlyin", "rnbqkbnr/pppppppp/8/8/4P3/3P4/PPP2PPP/RNBQKBNR", false},
      // Ra2-a1+.
      {"chess+blackchecks", "4k3/7p/8/8/8/8/8/r3K3", true},
      // After Ra8-d8, Ra1-d1 (the same vector).
      {"chess+whitesynchronmover", "3rk3/7p/8/8/8/8/P7/3RK3", false},
      // After Ra1-d1, Ra8-d8.
      {"chess+blacksynchronmover", "3rk3/p7/8/8/8/8/7P/3RK3", false},
      // After Ra8-d8 (three right), Rh2-e2 (three left), checking e8 up the open e-file.
      {"chess+whiteantisynchronmover", "3rk3/7p/8/8/8/8/P3R3/4K3", true},
      // After Ra1-d1 (three right), Rh7-e7 (three left), checking e1 down the open e-file.
      {"chess+blackantisynchronmover", "4k3/4r3/8/8/8/8/7P/3RK3", true},
      // Ra1-a5 leaves a hole on a1.
      {"chess+haaner", "4k3/7p/8/R7/8/8/8/#3K3", false},
      // Ke1-g3 castling with the bishop h4, which goes to f2.
      {"chess+castling", "4k3/7p/8/8/8/6K1/5B2/8", false},
      // Ke1-e3 castling with the rook e5, which goes to e2.
      {"chess+rokagogo", "4k3/4p3/8/8/8/4K3/4R3/8", false},
      // The nightrider b1-c3-d5 takes e7.
      {"chess+cavaliermajeur", "rnbqkbnr/ppppNppp/8/8/8/8/PPPPPPPP/R1BQKBNR", false},
      // The rose b1-c3-e4 attacks e8 by d6 and by f6; nothing blocks both: mate (the result below).
      {"chess+rose", "rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/R1BQKBNR", false},
      // The rook-locust d1 jumps d5 to d6, taking the pawn.
      {"chess+locusauteur", "4k3/7p/3R4/8/8/8/8/4K3", false},
      // b8=R+ (a rook lost, the queen not).
      {"chess+singlebox", "1R2k3/8/8/8/8/8/8/QRBNK3", true},
      // Rxd5: the knight reborn on h1, the white rook's light home square.
      {"chess+cuckoocirce", "4k3/7p/8/3R4/8/8/8/4K2n", false},
      // Qa7-e7 and the black king placed on e8, mated (the result below).
      {"chess+republican", "4k3/4Q3/5K2/8/8/8/p7/8", false},
      // 1.e4, then Black's first of two moves.
      {"chess+progressif", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR", false},
      // e2-e4-e5, one turn.
      {"chess+anneciens", "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR", false},
      // After Rxd5 Kf7, Rd5-a5: the pawn comes back to d5.
      {"chess+haunted", "8/5k2/8/R2p4/8/8/8/4K3", false},
      // After Rh1-h2-h1 (and two black pawn steps), O-O: king g1, rook f1.
      {"chess+amnesie", "4k3/8/8/7p/8/8/8/5RK1", false},
      // Rd1 joins the pawn d2: the rook on top, the pawn below.
      {"chess+augsburg", "4k3/7p/8/8/8/8/3R4/4K3", false},
  };
  for (const Expected& e : expected) {
    const json examples = rules_examples(e.page, "en");
    ASSERT_EQ(examples.size(), 1u) << e.page;
    EXPECT_EQ(placement(examples[0]["after"]["fen"]), e.after) << e.page;
    EXPECT_EQ(examples[0]["after"]["check"].get<bool>(), e.check) << e.page;
    EXPECT_EQ(examples[0]["files"], 8) << e.page;
  }
  // Before c2-c3 the knight d4 checked the white king e2 (by hand): the paralysis parried it.
  EXPECT_TRUE(rules_examples("chess+eiffel", "en")[0]["before"]["check"].get<bool>());
  const json mate = rules_examples("chess+checkless", "en")[0];
  EXPECT_EQ(mate["move"], "Ra8#");
  EXPECT_EQ(mate["after"]["result"]["score"], "1-0");
  // MAFF: Ra8 leaves the black king exactly one move, h7, and nothing else: mated (by hand).
  const json maff = rules_examples("chess+maff", "en")[0];
  EXPECT_EQ(maff["after"]["result"]["score"], "1-0");
  EXPECT_EQ(maff["move"], "Ra8#");
  // Immune: the queen on e2, her Circe square d8 taken, cannot be captured; every flight covered (by hand).
  EXPECT_EQ(rules_examples("chess+immun", "en")[0]["after"]["result"]["score"], "0-1");
  // The rose's mate on the first move and Republican's placed king, mated (by hand).
  EXPECT_EQ(rules_examples("chess+rose", "en")[0]["after"]["result"]["score"], "1-0");
  EXPECT_EQ(rules_examples("chess+republican", "en")[0]["after"]["result"]["score"], "1-0");
  // Turns of several moves: Black still has the move after the first of its two (Progressif); Black has
  // it after White's double move (Annéciens).
  EXPECT_EQ(rules_examples("chess+progressif", "en")[0]["after"]["turn"], "black");
  EXPECT_EQ(rules_examples("chess+progressif", "en")[0]["before"]["turn"], "black");
  EXPECT_EQ(rules_examples("chess+anneciens", "en")[0]["before"]["turn"], "white");
  EXPECT_EQ(rules_examples("chess+anneciens", "en")[0]["after"]["turn"], "black");
  // Augsburg: the pawn waits under the rook, in the FEN's underworld field (docs/conditions.md, FEN).
  EXPECT_EQ(rules_examples("chess+augsburg", "en")[0]["after"]["fen"],
            "4k3/7p/8/8/8/8/3R4/4K3 b - - 1 1 Pd2");
  // The moves the captions call no moves (by hand): Disparate's 2.Nc3 after Black's knight move,
  // the duellist's 2.d4 while its knight can move, SAT's 1.e4 (it frees e2), Mainly-in's e4-e5 at once
  // after 1.e4, a Black check-less move, a synchron White's 2.d4 when Nf3-g1 copies 1...Nc6, and a
  // SingleBox pawn's f7xg8=Q while White has its queen (legal in chess, below).
  for (const auto& [variant, moves] : std::vector<std::pair<std::string, std::vector<std::string>>>{
           {"chess+disparate", {"e2e4", "g8f6", "b1c3"}},
           {"chess+duellist", {"g1f3", "e7e5", "d2d4"}},
           {"chess+sat", {"e2e4"}},
           {"chess+mainlyin", {"e2e4", "e4e5"}},
           {"chess+singlebox", {"e2e4", "d7d5", "e4d5", "e7e6", "d5e6", "a7a6", "e6f7", "e8e7", "f7g8q"}},
           {"chess+blackchecks", {"e2e4", "h7h6"}},
           {"chess+whitesynchronmover", {"g1f3", "b8c6", "d2d4"}}}) {
    GameRecord record;
    record.id = "0000000000000000";
    record.variant = variant;
    record.start_fen = make_variant(variant)->start_fen();
    record.engine_side = play::EngineSide::None;
    record.moves = moves;
    EXPECT_THROW(Game::replay(record), GameError) << variant;
    if (variant == "chess+singlebox") {
      record.variant = "chess";
      EXPECT_NO_THROW(Game::replay(record));
    }
  }
}

TEST(WebRulesExamples, AGameUnderConditionsShowsEachConditionsExamples) {
  // Each condition's example, played alone on chess, in the page's order; the words as written, and a
  // condition written twice shown once.
  const json examples = rules_examples("chess+Madrasi+circe+madrasi", "nl");
  ASSERT_EQ(examples.size(), 2u);
  EXPECT_EQ(examples[0]["title"], "Madrasi: verlamming");
  EXPECT_EQ(examples[1]["title"], "Circe: de geslagen eenheid wordt herboren");
  // A condition by its Popeye keyword (AntiCirce) finds its game's examples.
  EXPECT_EQ(rules_examples("chess+AntiCirce", "en").size(), 1u);
  // A page without examples yet (a seed reading of Circe), and a combination the rules refuse, which says
  // why.
  EXPECT_EQ(rules_examples("chess+circe-antipode", "en"), json::array());
  try {
    rules_examples("chess+kamikaze+circe-clone", "en");
    ADD_FAILURE() << "a refused combination gave examples";
  } catch (const GameError& e) {
    EXPECT_NE(std::string(e.what()).find("Kamikaze"), std::string::npos) << e.what();
  }
}

// Every example's words exist in French and Dutch, and are not the English copied.
TEST(WebRulesExamples, EveryExampleHasItsFrenchAndDutch) {
  std::vector<std::string> pages;
  for (const VariantInfo& info : all_variants()) pages.push_back(info.name);
  for (const GameCondition& game : game_conditions()) pages.push_back("chess+" + game.word);
  size_t total = 0, notes = 0;
  for (const std::string& page : pages) {
    const json en = rules_examples(page, "en");
    const json fr = rules_examples(page, "fr");
    const json nl = rules_examples(page, "nl");
    ASSERT_EQ(fr.size(), en.size()) << page;
    ASSERT_EQ(nl.size(), en.size()) << page;
    for (size_t i = 0; i < en.size(); ++i) {
      if (en[i].contains("note")) {  // (a condition that shows nothing alone: why, in each language)
        EXPECT_FALSE(en[i]["note"].get<std::string>().empty()) << page;
        EXPECT_NE(fr[i]["note"], en[i]["note"]) << page;
        EXPECT_NE(nl[i]["note"], en[i]["note"]) << page;
        EXPECT_NE(nl[i]["note"], fr[i]["note"]) << page;
        ++notes;
        continue;
      }
      for (const char* field : {"title", "caption"}) {
        EXPECT_FALSE(en[i][field].get<std::string>().empty()) << page << " " << i << " " << field;
        EXPECT_NE(fr[i][field], en[i][field]) << page << " " << i << " " << field;
        EXPECT_NE(nl[i][field], en[i][field]) << page << " " << i << " " << field;
        EXPECT_NE(nl[i][field], fr[i][field]) << page << " " << i << " " << field;
      }
    }
    total += en.size();
  }
  // 112 examples (every condition game's but four) and the four conditions' notes.
  EXPECT_EQ(total, 116u);
  EXPECT_EQ(notes, 4u);
}

// Series capture: the rook that took the knight d5 and went on ("d1d5/d5-") takes the pawn a5 as the
// turn's second step and stops; Black is then to move (worked out by hand).
TEST(WebRulesExamples, SeriesCaptureGoesOnAfterACapture) {
  const json examples = rules_examples("chess+seriescapture", "en");
  ASSERT_EQ(examples.size(), 1u);
  const json& e = examples[0];
  EXPECT_EQ(placement(e["before"]["fen"]), "4k3/8/8/p2R4/8/8/8/7K");
  EXPECT_EQ(e["before"]["turn"], "white");  // still White's turn after its first capture
  EXPECT_EQ(placement(e["after"]["fen"]), "4k3/8/8/R7/8/8/8/7K");
  EXPECT_EQ(e["after"]["turn"], "black");
}

// The conditions that show nothing on a board alone say why on their page, in its language, and no
// board; beside another condition the note follows that condition's example.
TEST(WebRulesExamples, ConditionsWithNothingToShowSaySo) {
  for (const char* page :
       {"chess+noiprom", "chess+bgl", "chess+alsacien", "chess+deadreckoning"}) {
    const json examples = rules_examples(page, "nl");
    ASSERT_EQ(examples.size(), 1u) << page;
    EXPECT_TRUE(examples[0].contains("note")) << page;
    EXPECT_FALSE(examples[0].contains("before")) << page;
    EXPECT_TRUE(examples[0]["note"].get<std::string>().starts_with("Geen voorbeeld") ||
                examples[0]["note"].get<std::string>().starts_with("Nog geen voorbeeld"))
        << page;
  }
  const json both = rules_examples("chess+madrasi+alsacien", "en");
  ASSERT_EQ(both.size(), 2u);
  EXPECT_TRUE(both[0].contains("before"));
  EXPECT_TRUE(both[1]["note"].get<std::string>().starts_with("No example board: Alsacien"));
}

// The engine's sentence under each board is in the page's language (src/web/move_words.h): the words
// for each effect, the units' names with their articles and colours agreeing (French gender and elision,
// Dutch "het" words and the -e), and the conditions' reasons; the SAN stays as the rules write it.
// Each sentence written by hand from what the example's move does.
TEST(WebRulesExamples, TheEnginesSentenceIsInThePagesLanguage) {
  auto text = [](const char* page, const char* lang, size_t i = 0) {
    return rules_examples(page, lang).at(i)["text"].get<std::string>();
  };
  EXPECT_EQ(text("chess+circe", "en"),
            "White Rxd5 (+bNg8): takes the black knight on d5; a black knight appears on g8 (Circe rebirth)");
  EXPECT_EQ(text("chess+circe", "fr"),
            "Les Blancs jouent Rxd5 (+bNg8) : prend le cavalier noir en d5 ; un cavalier noir apparaît en g8 "
            "(renaissance Circé)");
  EXPECT_EQ(text("chess+circe", "nl"),
            "Wit speelt Rxd5 (+bNg8): slaat het zwarte paard op d5; een zwart paard verschijnt op g8 "
            "(Circe-wedergeboorte)");
  EXPECT_EQ(text("magnetic", "nl"),
            "Wit speelt Rd4 (d7-d5, Nb4-a4): de zwarte pion gaat van d7 naar d5 (magnetisch veld); het witte "
            "paard gaat van b4 naar a4 (magnetisch veld)");
  EXPECT_EQ(text("magnetic", "fr"),
            "Les Blancs jouent Rd4 (d7-d5, Nb4-a4) : le pion noir va de d7 en d5 (champ magnétique) ; le "
            "cavalier blanc va de b4 en a4 (champ magnétique)");
  EXPECT_EQ(
      text("chess+andernach", "fr"),
      "Les Blancs jouent Rxd5 (d5=b) : prend le pion noir en d5 ; la tour blanche en d5 change de camp");
  EXPECT_EQ(text("chess+andernach", "nl"),
            "Wit speelt Rxd5 (d5=b): slaat de zwarte pion op d5; de witte toren op d5 wisselt van kant");
  EXPECT_EQ(text("chess", "nl", 2), "Wit speelt b8=Q+: de witte pion op b8 wordt een dame");
  EXPECT_EQ(text("chess", "fr", 2), "Les Blancs jouent b8=Q+ : le pion blanc en b8 devient une dame");
  EXPECT_EQ(
      text("rococo", "fr", 2),
      "Les Blancs jouent R<->c7 : le pion-canon noir va de c7 en c4 (échange) ; l'échangeur blanc va de "
      "c4 en c7");
  EXPECT_EQ(text("chess+kobulkings", "fr"),
            "Les Blancs jouent Rxd5 (e8=N) : prend le cavalier noir en d5 ; le roi noir en e8 devient un "
            "cavalier");
  EXPECT_EQ(text("chess+sentinelles", "nl"),
            "Wit speelt Nf5 (+wPd4): een witte pion verschijnt op d4 (schildwacht)");
  EXPECT_EQ(text("chess+immun", "fr"), "Les Noirs jouent Qe2#");
  EXPECT_EQ(text("chess+immun", "nl"), "Zwart speelt Qe2#");
  // Augsburg's pawn goes under the rook that joined it: not taken (in every language).
  EXPECT_EQ(text("chess+augsburg", "en"), "White Rd2: the white pawn waits below d2 (stack)");
  EXPECT_EQ(text("chess+augsburg", "nl"), "Wit speelt Rd2: de witte pion wacht onder d2 (stapel)");
}

TEST(WebRulesExamples, VariantsWithoutExamplesAndBadRequests) {
  EXPECT_EQ(rules_examples("antiking2+circe", "en").size(), 1u);  // Circe's, not Anti-King II's
  EXPECT_THROW(rules_examples("nosuch", "en"), GameError);
  EXPECT_THROW(rules_examples("chess+nosuch", "en"), GameError);
  EXPECT_THROW(rules_examples("magnetic", "de"), GameError);
}

}  // namespace
}  // namespace nightrider::web
