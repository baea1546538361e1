// `nightrider match`: the Elo formula, player specs, the game runner's adjudication, openings, short
// seeded matches (counts, PGN replayed move by move) and the command line's answers to bad input.
#include "match/match.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "match/elo.h"
#include "match/game.h"
#include "match/pgn_writer.h"
#include "match/player.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "notation/pgn.h"
#include "support/test_paths.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace nightrider::match;

// --- Elo ---

TEST(MatchElo, ScoreToEloExactValues) {
  // E(p) = -400 log10(1/p - 1): 75% is 400 log10(3), 90% is 400 log10(9).
  EXPECT_NEAR(elo_from_score(0.75), 190.848501887865, 1e-9);
  EXPECT_NEAR(elo_from_score(0.25), -190.848501887865, 1e-9);
  EXPECT_NEAR(elo_from_score(0.9), 381.697003775730, 1e-9);
  EXPECT_NEAR(elo_from_score(0.5), 0.0, 1e-12);
  EXPECT_TRUE(std::isinf(elo_from_score(1.0)) && elo_from_score(1.0) > 0);
  EXPECT_TRUE(std::isinf(elo_from_score(0.0)) && elo_from_score(0.0) < 0);
}

TEST(MatchElo, ErrorBarFromPerGameVariance) {
  // +30 =0 -10: s = 0.75; variance = (30 * 0.25^2 + 10 * 0.75^2) / 40 = 0.1875;
  // margin = 1.959964 * sqrt(0.1875 / 40) = 0.1341896; interval [0.6158104, 0.8841896]
  // -> [+81.9606, +353.1191] Elo; error = half its width = 135.5792.
  const EloEstimate a = estimate_elo(30, 0, 10);
  EXPECT_EQ(a.kind, EloEstimate::Kind::Estimate);
  EXPECT_EQ(a.games, 40);
  EXPECT_DOUBLE_EQ(a.score, 0.75);
  EXPECT_NEAR(a.diff, 190.8485, 1e-4);
  EXPECT_NEAR(a.low, 81.9606, 1e-4);
  EXPECT_NEAR(a.high, 353.1191, 1e-4);
  EXPECT_NEAR(a.error, 135.5792, 1e-4);
  EXPECT_EQ(format_elo(a), "+190.8 ± 135.6");

  // +20 =10 -10: s = 0.625; variance = (20 * 0.375^2 + 10 * 0.125^2 + 10 * 0.625^2) / 40 = 0.171875;
  // margin 0.1284767 -> [-2.4159, +194.0848]; E(0.625) = 400 log10(5/3) = 88.7395.
  const EloEstimate b = estimate_elo(20, 10, 10);
  EXPECT_NEAR(b.diff, 88.7395, 1e-4);
  EXPECT_NEAR(b.low, -2.4159, 1e-4);
  EXPECT_NEAR(b.high, 194.0848, 1e-4);
  EXPECT_NEAR(b.error, 98.2503, 1e-4);

  // +5 =10 -5: even score, variance 0.125 -> margin 0.1549488, symmetric interval +-111.3295.
  const EloEstimate c = estimate_elo(5, 10, 5);
  EXPECT_NEAR(c.diff, 0.0, 1e-9);
  EXPECT_NEAR(c.error, 111.3295, 1e-4);
  EXPECT_EQ(format_elo(c), "+0.0 ± 111.3");
}

TEST(MatchElo, PerfectAndZeroScoresGiveBounds) {
  // 20 wins out of 20: the exact one-sided 97.5% bound p = 0.025^(1/20) = 0.831566 -> >= +277.3874.
  const EloEstimate all = estimate_elo(20, 0, 0);
  EXPECT_EQ(all.kind, EloEstimate::Kind::LowerBound);
  EXPECT_NEAR(all.low, 277.3874, 1e-4);
  EXPECT_EQ(format_elo(all), ">= +277.4");
  const EloEstimate none = estimate_elo(0, 0, 20);
  EXPECT_EQ(none.kind, EloEstimate::Kind::UpperBound);
  EXPECT_NEAR(none.high, -277.3874, 1e-4);
  EXPECT_EQ(format_elo(none), "<= -277.4");
  // An interval that reaches 100%: the estimate stands, the error bar is unbounded.
  const EloEstimate three_one = estimate_elo(3, 0, 1);
  EXPECT_EQ(three_one.kind, EloEstimate::Kind::Estimate);
  EXPECT_TRUE(std::isinf(three_one.error));
  EXPECT_EQ(format_elo(three_one), "+190.8 ± inf");
  EXPECT_EQ(estimate_elo(0, 0, 0).kind, EloEstimate::Kind::None);
  EXPECT_EQ(format_elo(estimate_elo(0, 0, 0)), "n/a");
  const EloEstimate draws = estimate_elo(0, 6, 0);
  EXPECT_NEAR(draws.diff, 0.0, 1e-12);
  EXPECT_NEAR(draws.error, 0.0, 1e-12);
  EXPECT_EQ(format_elo(draws), "+0.0 ± 0.0");
}

// --- Specs ---

TEST(MatchSpec, ParsesPlayers) {
  PlayerSpec s = parse_player_spec("engine:depth=4");
  EXPECT_EQ(s.kind, PlayerKind::Engine);
  EXPECT_EQ(s.engine.depth, 4);
  EXPECT_EQ(s.text, "engine:depth=4");

  s = parse_player_spec("engine:nodes=20000,eval=material");
  EXPECT_EQ(s.engine.nodes, 20000u);
  EXPECT_EQ(s.engine.depth, 0);
  EXPECT_TRUE(s.engine.material_only);

  s = parse_player_spec("engine:movetime=100,skill=10,hash=8");
  EXPECT_EQ(s.engine.movetime_ms, 100);
  EXPECT_EQ(s.engine.skill_level, 10);
  EXPECT_EQ(s.engine.hash_mb, 8u);
  EXPECT_FALSE(s.engine.material_only);

  s = parse_player_spec("engine");  // no limit: the default depth
  EXPECT_EQ(s.engine.depth, kDefaultEngineDepth);
  s = parse_player_spec("engine:skill=5,eval=full");
  EXPECT_EQ(s.engine.depth, kDefaultEngineDepth);
  EXPECT_EQ(s.engine.skill_level, 5);

  EXPECT_EQ(parse_player_spec("random").kind, PlayerKind::Random);
  EXPECT_EQ(parse_player_spec(" greedy ").kind, PlayerKind::Greedy);
}

TEST(MatchSpec, RejectsBadSpecsWithOneLine) {
  for (const char* bad : {"",
                          "human",
                          "engine:",
                          "engine:depth",
                          "engine:depth=",
                          "engine:depth=0",
                          "engine:depth=65",
                          "engine:depth=x",
                          "engine:depth=4x",
                          "engine:depth=4,depth=5",
                          "engine:foo=1",
                          "engine:eval=fast",
                          "engine:skill=21",
                          "engine:skill=-1",
                          "engine:nodes=-5",
                          "engine:nodes=99999999999999999999999",
                          "engine:movetime=0",
                          "engine:hash=0",
                          "engine:depth=3,",
                          "random:depth=1",
                          "greedy:",
                          "Engine:depth=3"}) {
    try {
      parse_player_spec(bad);
      ADD_FAILURE() << "accepted '" << bad << "'";
    } catch (const SpecError& e) {
      const std::string what = e.what();
      EXPECT_FALSE(what.empty());
      EXPECT_EQ(what.find('\n'), std::string::npos) << what;
    }
  }
}

// --- Openings and the game runner ---

TEST(MatchOpening, RandomPliesSeededAndGoing) {
  const auto rules = make_variant("chess");
  const Opening a = random_opening(*rules, 4, 42), b = random_opening(*rules, 4, 42);
  EXPECT_EQ(a.fen, b.fen);
  EXPECT_EQ(a.san, b.san);
  EXPECT_EQ(a.san.size(), 4u);
  EXPECT_NE(a.fen, to_fen(*rules, start_position(*rules)));
  const Opening none = random_opening(*rules, 0, 42);
  EXPECT_EQ(none.fen, to_fen(*rules, start_position(*rules)));
  EXPECT_TRUE(none.san.empty());
  // Magnetic lines can end in a few plies (the king is capturable); an opening never does.
  const auto magnetic = make_variant("magnetic");
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const Opening o = random_opening(*magnetic, 8, seed);
    Position pos = parse_fen(*magnetic, o.fen);
    ASSERT_EQ(magnetic->outcome(pos, true).result, Result::Ongoing) << o.fen;
    // Nor does the side to move win at once: no move of its captures the king.
    MoveList moves;
    magnetic->legal_moves(pos, moves);
    for (const Move& m : moves) {
      magnetic->play(pos, m);
      ASSERT_EQ(magnetic->outcome(pos, false).result, Result::Ongoing) << o.fen;
      magnetic->undo(pos);
    }
  }
}

GameRecord play_from(const std::string& variant, const std::string& fen, Player& white, Player& black,
                     int max_plies = kDefaultMaxPlies) {
  const auto rules = make_variant(variant);
  return play_game(*rules, Opening{fen, {}}, white, black, 3, 4, GameConfig{max_plies});
}

TEST(MatchGame, GreedyMatesInOne) {
  auto greedy = make_greedy_player(), random = make_random_player();
  // Ra8# is the only mate; greedy takes the win before any evaluation.
  const GameRecord g = play_from("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", *greedy, *random);
  ASSERT_EQ(g.moves.size(), 1u);
  EXPECT_EQ(g.san[0], "Ra8#");
  EXPECT_EQ(g.outcome.result, Result::WhiteWins);
  EXPECT_EQ(g.outcome.reason, "checkmate");
  // Black to move mates too (the result is Black's).
  const GameRecord h = play_from("chess", "r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", *random, *greedy);
  ASSERT_EQ(h.moves.size(), 1u);
  EXPECT_EQ(h.outcome.result, Result::BlackWins);
}

TEST(MatchGame, GreedyCapturesTheMagneticKing) {
  auto greedy = make_greedy_player(), random = make_random_player();
  const GameRecord g = play_from("magnetic", "k7/8/8/8/8/8/8/R3K3 w - - 0 1", *greedy, *random);
  ASSERT_EQ(g.moves.size(), 1u);
  EXPECT_EQ(g.outcome.result, Result::WhiteWins);
  EXPECT_EQ(g.outcome.reason, "king captured");
}

TEST(MatchGame, FinishedPositionsAndDrawClaimsEndAtOnce) {
  auto a = make_random_player(), b = make_random_player();
  const GameRecord stalemate = play_from("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", *a, *b);
  EXPECT_TRUE(stalemate.moves.empty());
  EXPECT_EQ(stalemate.outcome.result, Result::Draw);
  EXPECT_EQ(stalemate.outcome.reason, "stalemate");
  const GameRecord bare = play_from("chess", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", *a, *b);
  EXPECT_TRUE(bare.moves.empty());
  EXPECT_EQ(bare.outcome.result, Result::Draw);
  EXPECT_EQ(bare.outcome.reason, "insufficient material");
  const GameRecord fifty = play_from("chess", "4k3/8/8/8/8/8/R7/4K3 w - - 100 80", *a, *b);
  EXPECT_TRUE(fifty.moves.empty());
  EXPECT_EQ(fifty.outcome.result, Result::Draw);
}

TEST(MatchGame, PlyCapIsADraw) {
  auto a = make_random_player(), b = make_random_player();
  const auto rules = make_variant("chess");
  const GameRecord g = play_from("chess", to_fen(*rules, start_position(*rules)), *a, *b, 6);
  EXPECT_EQ(g.moves.size(), 6u);
  EXPECT_EQ(g.outcome.result, Result::Draw);
  EXPECT_EQ(g.outcome.reason, move_cap_reason(6));
  EXPECT_EQ(g.outcome.reason, "move cap (6 plies)");
  EXPECT_EQ(g.moves_made[0] + g.moves_made[1], 6);
}

// --- Matches and their PGN ---

void check_match(const std::string& variant, const std::string& a, const std::string& b, int games) {
  const auto rules = make_variant(variant);
  MatchConfig config;
  config.a = parse_player_spec(a);
  config.b = parse_player_spec(b);
  config.games = games;
  config.threads = 2;
  config.seed = 2024;
  config.max_plies = 120;
  int callbacks = 0;
  const MatchResult result = run_match(*rules, config, [&](const MatchGame&, const Tally& t) {
    ++callbacks;
    EXPECT_EQ(t.games(), callbacks);
  });
  EXPECT_EQ(callbacks, games);
  ASSERT_EQ(result.games.size(), static_cast<size_t>(games));
  EXPECT_EQ(result.tally.games(), games);
  EXPECT_EQ(result.tally.wins + result.tally.draws + result.tally.losses, games);

  // The same seed plays the same games, whatever thread played which.
  const MatchResult again = run_match(*rules, config);
  for (int i = 0; i < games; ++i)
    EXPECT_EQ(again.games[static_cast<size_t>(i)].record.san,
              result.games[static_cast<size_t>(i)].record.san);

  std::string pgn;
  for (const MatchGame& g : result.games) {
    EXPECT_EQ(g.a_white, g.index % 2 == 0);
    EXPECT_NE(g.record.outcome.result, Result::Ongoing);
    EXPECT_LE(g.record.moves.size(), 120u);
    if (g.index % 2 == 1) {  // a pair shares its opening
      EXPECT_EQ(g.record.start_fen, result.games[static_cast<size_t>(g.index - 1)].record.start_fen);
    }
    PgnTags tags;
    tags.round = g.index + 1;
    tags.white = g.a_white ? a : b;
    tags.black = g.a_white ? b : a;
    pgn += game_to_pgn(*rules, g.record, tags);
  }
  // The project's PGN reader reads the games back, move for move.
  const std::vector<PgnGame> read = read_pgn(pgn);
  ASSERT_EQ(read.size(), static_cast<size_t>(games));
  for (size_t i = 0; i < read.size(); ++i) {
    const PgnGame& p = read[i];
    const GameRecord& g = result.games[i].record;
    EXPECT_EQ(pgn_variant(p), variant);
    ASSERT_TRUE(p.tag("White"));
    EXPECT_EQ(p.tag("White")->value, result.games[i].a_white ? a : b);
    EXPECT_EQ(p.result, result_string(g.outcome.result));
    ASSERT_TRUE(p.tag("FEN"));  // four random plies: never the start position
    const PgnReplay replay = replay_pgn(*rules, p);
    ASSERT_EQ(replay.moves, g.moves) << "game " << i + 1;
    Position pos = replay.position;
    const Outcome end = rules->outcome(pos, true);
    if (g.outcome.reason == move_cap_reason(120)) {
      EXPECT_EQ(g.moves.size(), 120u);
    } else {
      EXPECT_EQ(end.result, g.outcome.result) << g.outcome.reason;
    }
  }
}

TEST(MatchRun, RandomVersusGreedyChess) { check_match("chess", "random", "greedy", 6); }

TEST(MatchRun, RandomVersusGreedyMagnetic) { check_match("magnetic", "greedy", "random", 6); }

TEST(MatchRun, EveryOtherVariantReplays) {
  for (const char* variant : {"antiking1", "antiking2", "antimagnetic", "rococo"}) {
    SCOPED_TRACE(variant);
    check_match(variant, "greedy", "random", 2);
  }
}

TEST(MatchRun, ShallowEngineVersusRandom) { check_match("chess", "engine:depth=1", "random", 2); }

// --- The command line ---

struct CliResult {
  int status = -1;
  std::string out, err;
};

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

CliResult run_cli(const std::string& args) {
  char dir_template[] = "/tmp/nightrider_match_test.XXXXXX";
  const char* dir = mkdtemp(dir_template);
  if (dir == nullptr) return {};
  const std::string out = std::string(dir) + "/out", err = std::string(dir) + "/err";
  const std::string command = std::string("'") + nightrider::testing::nightrider_binary() + "' " + args +
                              " </dev/null >" + out + " 2>" + err;
  const int raw = std::system(command.c_str());
  CliResult r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  std::remove(out.c_str());
  std::remove(err.c_str());
  rmdir(dir);
  return r;
}

TEST(MatchCli, BadInputIsOneLineAndStatusTwo) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"--a random --b greedy --games 0", "bad --games '0'"},
      {"--a random --b greedy --games x", "bad --games 'x'"},
      {"--a random --b greedy --games 99999999999999999999999", "bad --games"},
      {"--a random --b greedy", "--games is required"},
      {"--a robot --b greedy --games 2", "--a: bad player spec 'robot'"},
      {"--a random --b engine:depth=0 --games 2", "--b: bad player spec 'engine:depth=0'"},
      {"--a engine:depth=3,eval=x --b greedy --games 2", "eval must be 'full' or 'material'"},
      {"--a random --b greedy --games 2 --threads 0", "bad --threads '0'"},
      {"--a random --b greedy --games 2 --opening-plies 41", "bad --opening-plies '41'"},
      {"--a random --b greedy --games 2 --max-plies -1", "bad --max-plies '-1'"},
      {"--a random --b greedy --games 2 --seed 1.5", "bad --seed '1.5'"},
      {"--variant shogi --a random --b greedy --games 2", "unknown variant 'shogi'"},
      {"--a random --b greedy --games 2 --pgn /nonexistent/dir/x.pgn", "cannot write the PGN file"},
  };
  for (const auto& [args, expected] : cases) {
    const CliResult r = run_cli("match " + args);
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_TRUE(r.out.empty()) << args;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << ": " << r.err;
    EXPECT_NE(r.err.find(expected), std::string::npos) << args << ": " << r.err;
  }
}

TEST(MatchCli, PrintsProgressTableAndPgn) {
  char path_template[] = "/tmp/nightrider_match_pgn.XXXXXX";
  const int fd = mkstemp(path_template);
  ASSERT_GE(fd, 0);
  close(fd);
  const CliResult r =
      run_cli("match --variant magnetic --a greedy --b random --games 3 --seed 5 --max-plies 80 --pgn " +
              std::string(path_template));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 3) << r.err;
  EXPECT_NE(r.err.find("game 3/3: W "), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("total"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("average game:"), std::string::npos) << r.out;
  const std::vector<PgnGame> games = read_pgn(slurp(path_template));
  std::remove(path_template);
  ASSERT_EQ(games.size(), 3u);
  auto tag = [](const PgnGame& g, const char* name) { return g.tag(name) ? g.tag(name)->value : ""; };
  EXPECT_EQ(tag(games[0], "Round"), "1");
  EXPECT_EQ(tag(games[2], "Round"), "3");
  EXPECT_EQ(tag(games[0], "White"), "greedy");
  EXPECT_EQ(tag(games[1], "White"), "random");
}

}  // namespace
}  // namespace nightrider
