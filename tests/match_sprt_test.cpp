// `nightrider match --sprt` and `--book`: the pentanomial statistics (Elo and its error bar from pairs,
// the generalised log-likelihood ratio, Wald's bounds) checked against hand computations and against an
// independent numeric maximisation; the book reader; the stored books of bench/books (every line legal
// in its variant, no position twice); the command line's SPRT stop and its answers to bad input.
#include "match/sprt.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "match/book.h"
#include "match/match.h"
#include "notation/fen.h"
#include "support/test_paths.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace nightrider::match;

Pentanomial penta_of(std::array<int64_t, 5> counts) {
  Pentanomial p;
  p.count = counts;
  return p;
}

// The maximum of a unimodal function on [low, high] by golden-section search (no derivative).
double golden_max(const std::function<double(double)>& f, double low, double high) {
  const double r = (std::sqrt(5.0) - 1) / 2;
  double a = low, b = high;
  double c = b - r * (b - a), d = a + r * (b - a);
  for (int i = 0; i < 300; ++i) {
    if (f(c) > f(d))
      b = d;
    else
      a = c;
    c = b - r * (b - a);
    d = a + r * (b - a);
  }
  return f((a + b) / 2);
}

// The LLR computed independently: through the convex dual of the constrained maximum likelihood,
// max_q sum p log q (sum q = 1, sum q a = s) = sum p log p - max_lambda sum p log(1 + lambda (a - s)),
// each maximum found by golden-section search on the log-likelihood itself (no root finding).
double dual_llr(const std::array<double, 5>& counts, double elo0, double elo1) {
  double n = 0;
  for (double c : counts) n += c;
  auto max_dual = [&](double s) {
    double d_max = 0, d_min = 0;
    for (size_t i = 0; i < 5; ++i)
      if (counts[i] > 0) {
        d_max = std::max(d_max, kPairScore[i] - s);
        d_min = std::min(d_min, kPairScore[i] - s);
      }
    auto g = [&](double lambda) {
      double sum = 0;
      for (size_t i = 0; i < 5; ++i)
        if (counts[i] > 0) sum += counts[i] / n * std::log(1 + lambda * (kPairScore[i] - s));
      return sum;
    };
    const double eps = 1e-12;
    return golden_max(g, -1 / d_max + eps, -1 / d_min - eps);
  };
  const double s0 = 1 / (1 + std::pow(10.0, -elo0 / 400)), s1 = 1 / (1 + std::pow(10.0, -elo1 / 400));
  return n * (max_dual(s0) - max_dual(s1));
}

TEST(MatchSprt, WaldBoundsAndLogisticScore) {
  const SprtConfig c;  // alpha = beta = 0.05: bounds -+ log 19
  EXPECT_NEAR(sprt_lower_bound(c), -2.9444389791664403, 1e-12);
  EXPECT_NEAR(sprt_upper_bound(c), 2.9444389791664403, 1e-12);
  SprtConfig d;
  d.alpha = 0.05;
  d.beta = 0.1;  // log(0.1 / 0.95), log(0.9 / 0.05)
  EXPECT_NEAR(sprt_lower_bound(d), std::log(0.1 / 0.95), 1e-12);
  EXPECT_NEAR(sprt_upper_bound(d), std::log(18.0), 1e-12);
  EXPECT_DOUBLE_EQ(score_from_elo(0), 0.5);
  EXPECT_NEAR(score_from_elo(400), 10.0 / 11.0, 1e-12);
  EXPECT_NEAR(score_from_elo(-400), 1.0 / 11.0, 1e-12);
}

TEST(MatchSprt, PairsCountedByHalfPoints) {
  Pentanomial p;
  p.add_pair(0, 0);
  p.add_pair(1, 0);
  p.add_pair(0.5, 0.5);
  p.add_pair(0.5, 1);
  p.add_pair(1, 0.5);
  p.add_pair(1, 1);
  p.add_pair(0, 0.5);
  EXPECT_EQ(p.count, (std::array<int64_t, 5>{1, 1, 2, 2, 1}));
  EXPECT_EQ(p.pairs(), 7);
}

TEST(MatchSprt, PairEloAndErrorByHand) {
  // Symmetric counts: mean pair score 1/2, Elo 0. Variance of the pair score (a = 0, 1/4, 1/2, 3/4, 1):
  // (10/4 + 20/16 + 0 + 20/16 + 10/4) / 100 = 0.075; m = 1.959964 sqrt(0.075 / 100) = 0.0536758;
  // error = (E(0.5536758) - E(0.4463242)) / 2 = E(0.5536758) = 37.44206.
  const PairElo sym = pair_elo(penta_of({10, 20, 40, 20, 10}));
  ASSERT_TRUE(sym.valid);
  EXPECT_DOUBLE_EQ(sym.score, 0.5);
  EXPECT_NEAR(sym.diff, 0.0, 1e-12);
  EXPECT_NEAR(sym.error, 37.44206, 1e-4);
  // [5 15 40 30 10]: s = (15/4 + 40/2 + 30 * 3/4 + 10) / 100 = 0.5625, E = -400 log10(0.4375 / 0.5625)
  // = 43.65779; variance 0.06171875, m = 0.0486919, error 34.48981.
  const PairElo up = pair_elo(penta_of({5, 15, 40, 30, 10}));
  ASSERT_TRUE(up.valid);
  EXPECT_DOUBLE_EQ(up.score, 0.5625);
  EXPECT_NEAR(up.diff, 43.65779, 1e-4);
  EXPECT_NEAR(up.error, 34.48981, 1e-4);
  EXPECT_FALSE(pair_elo(Pentanomial{}).valid);
  EXPECT_FALSE(pair_elo(penta_of({0, 0, 0, 0, 3})).valid);  // every pair won: the bar is unbounded
}

TEST(MatchSprt, ConstrainedMaximumLikelihood) {
  // Two observed outcomes, 0 and 1: the only distribution on them with mean s is (1 - s, s).
  const std::array<double, 5> q = constrained_mle({0.3, 0, 0, 0, 0.7}, 0.55);
  EXPECT_NEAR(q[0], 0.45, 1e-12);
  EXPECT_NEAR(q[4], 0.55, 1e-12);
  EXPECT_EQ(q[1] + q[2] + q[3], 0.0);
  // In general: sums to one, has the asked mean, and at the observed mean is the observation itself.
  const std::array<double, 5> p = {0.05, 0.15, 0.4, 0.3, 0.1};
  for (double s : {0.45, 0.5, 0.5625, 0.6}) {
    const std::array<double, 5> r = constrained_mle(p, s);
    double total = 0, mean = 0;
    for (size_t i = 0; i < 5; ++i) {
      total += r[i];
      mean += r[i] * kPairScore[i];
    }
    EXPECT_NEAR(total, 1.0, 1e-12) << s;
    EXPECT_NEAR(mean, s, 1e-12) << s;
    if (s == 0.5625) {
      for (size_t i = 0; i < 5; ++i) EXPECT_NEAR(r[i], p[i], 1e-12);
    }
  }
}

TEST(MatchSprt, ThreeOutcomesAgainstDirectMaximisation) {
  // Pairs scoring only 0, 1/2 and 1 (a = 0, 1/2, 1): on the distributions with mean s the free parameter
  // is t = q(1), q(1/2) = 2 (s - t), q(0) = 1 - 2 s + t; the log-likelihood is maximised over t directly.
  const std::array<double, 5> counts = {30, 0, 50, 0, 40};  // 120 pairs
  auto direct_max = [&](double s) {
    auto loglik = [&](double t) {
      return counts[0] * std::log(1 - 2 * s + t) + counts[2] * std::log(2 * (s - t)) + counts[4] * std::log(t);
    };
    const double low = std::max(0.0, 2 * s - 1) + 1e-12, high = s - 1e-12;
    return golden_max(loglik, low, high);
  };
  for (const auto& [elo0, elo1] : std::vector<std::pair<double, double>>{{0, 5}, {-10, 10}, {20, 40}}) {
    const double expected = direct_max(score_from_elo(elo1)) - direct_max(score_from_elo(elo0));
    // The library regularises unseen outcomes with 1e-3 pairs; compare with the same counts.
    const std::array<double, 5> regularised = {30, 1e-3, 50, 1e-3, 40};
    EXPECT_NEAR(sprt_llr(penta_of({30, 0, 50, 0, 40}), SprtConfig{elo0, elo1, 0.05, 0.05}),
                dual_llr(regularised, elo0, elo1), 1e-6)
        << elo0 << " " << elo1;
    // And the regularisation changes the exact three-outcome value only in the fourth decimal.
    EXPECT_NEAR(sprt_llr(penta_of({30, 0, 50, 0, 40}), SprtConfig{elo0, elo1, 0.05, 0.05}), expected, 2e-3)
        << elo0 << " " << elo1;
  }
}

TEST(MatchSprt, LlrAgainstIndependentDualComputation) {
  for (const std::array<int64_t, 5>& c : std::vector<std::array<int64_t, 5>>{
           {5, 15, 40, 30, 10}, {120, 900, 2100, 1000, 130}, {3, 1, 7, 2, 4}, {40, 300, 800, 250, 30}})
    for (const auto& [elo0, elo1] : std::vector<std::pair<double, double>>{{0, 5}, {-5, 0}, {0, 10}, {-3, 1}}) {
      const std::array<double, 5> counts = {double(c[0]), double(c[1]), double(c[2]), double(c[3]), double(c[4])};
      EXPECT_NEAR(sprt_llr(penta_of(c), SprtConfig{elo0, elo1, 0.05, 0.05}), dual_llr(counts, elo0, elo1), 1e-6)
          << c[0] << " " << c[1] << " " << c[2] << " " << c[3] << " " << c[4] << " [" << elo0 << ", " << elo1 << "]";
    }
}

TEST(MatchSprt, LlrSignsAndSymmetry) {
  // Symmetric counts: the observed Elo is 0, so H0 = 0 is the better hypothesis against H1 = +5 (LLR < 0),
  // the worse against H1 = 0 with H0 = -5 (LLR > 0), and by the mirror symmetry the two are opposite.
  const Pentanomial sym = penta_of({100, 200, 400, 200, 100});
  const double llr = sprt_llr(sym, SprtConfig{0, 5, 0.05, 0.05});
  EXPECT_LT(llr, 0);
  EXPECT_NEAR(sprt_llr(sym, SprtConfig{-5, 0, 0.05, 0.05}), -llr, 1e-9);
  // Hypotheses symmetric about the observed Elo 0 are equally likely.
  EXPECT_NEAR(sprt_llr(sym, SprtConfig{-5, 5, 0.05, 0.05}), 0.0, 1e-9);
  // A clearly stronger A: positive and growing with the number of pairs (same frequencies).
  const double small = sprt_llr(penta_of({5, 15, 40, 30, 10}), SprtConfig{0, 5, 0.05, 0.05});
  const double large = sprt_llr(penta_of({50, 150, 400, 300, 100}), SprtConfig{0, 5, 0.05, 0.05});
  EXPECT_GT(small, 0);
  EXPECT_GT(large, 9 * small);
  EXPECT_EQ(sprt_llr(Pentanomial{}, SprtConfig{}), 0.0);
}

TEST(MatchSprt, LlrCloseToNormalApproximation) {
  // For close hypotheses and many pairs the GSPRT LLR tends to N (s1 - s0)(2 s - s0 - s1) / (2 var), with s
  // and var the mean and variance of the pair score.
  const std::array<int64_t, 5> c = {600, 4500, 10500, 5000, 650};
  double n = 0, s = 0, var = 0;
  for (size_t i = 0; i < 5; ++i) {
    n += double(c[i]);
    s += double(c[i]) * kPairScore[i];
  }
  s /= n;
  for (size_t i = 0; i < 5; ++i) var += double(c[i]) * (kPairScore[i] - s) * (kPairScore[i] - s);
  var /= n;
  const double s0 = score_from_elo(0), s1 = score_from_elo(5);
  const double approx = n * (s1 - s0) * (2 * s - s0 - s1) / (2 * var);
  const double llr = sprt_llr(penta_of(c), SprtConfig{0, 5, 0.05, 0.05});
  EXPECT_NEAR(llr, approx, 0.02 * std::abs(approx)) << llr << " " << approx;
}

TEST(MatchSprt, VerdictAtTheBounds) {
  const SprtConfig c{0, 5, 0.05, 0.05};
  EXPECT_EQ(sprt_state(penta_of({5, 15, 40, 30, 10}), c).verdict, SprtVerdict::None);
  EXPECT_EQ(sprt_state(penta_of({50, 150, 400, 300, 100}), c).verdict, SprtVerdict::H1);
  EXPECT_EQ(sprt_state(penta_of({100, 300, 400, 150, 50}), c).verdict, SprtVerdict::H0);
  EXPECT_EQ(verdict_text(SprtVerdict::H1), "H1 accepted");
}

// --- books ---

TEST(MatchBook, ReadsFensAndMoveLines) {
  const auto rules = make_variant("chess");
  std::istringstream in(
      "# a comment\n"
      "\n"
      "startpos\n"
      "startpos moves e2e4 e7e5 Nf3\n"
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 moves c7c5\n");
  const std::vector<Opening> book = read_book(*rules, in, "test.book");
  ASSERT_EQ(book.size(), 3u);
  EXPECT_EQ(book[0].fen, to_fen(*rules, start_position(*rules)));
  EXPECT_EQ(book[1].fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
  EXPECT_EQ(book[1].san, (std::vector<std::string>{"e4", "e5", "Nf3"}));
  // The FEN writer names an en-passant square only when a capture there is possible.
  EXPECT_EQ(book[2].fen, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
}

TEST(MatchBook, BadLinesNameTheLine) {
  const auto rules = make_variant("chess");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"startpos\nstartpos moves e2e5\n", "b.txt line 2: illegal move 'e2e5'"},
      {"startpos\n\nnot a fen\n", "b.txt line 3: bad FEN 'not a fen'"},
      {"startpos e2e4\n", "b.txt line 1: 'startpos' must be followed by 'moves'"},
      {"# only comments\n", "b.txt: no opening in the book"},
      {"startpos moves f2f3 e7e5 g2g4 d8h4\n", "b.txt line 1: the game is over at the end of the line"},
  };
  for (const auto& [text, expected] : cases) {
    std::istringstream in(text);
    try {
      read_book(*rules, in, "b.txt");
      ADD_FAILURE() << "no error for " << text;
    } catch (const BookError& e) {
      EXPECT_NE(std::string(e.what()).find(expected), std::string::npos) << e.what();
    }
  }
}

TEST(MatchBook, StoredBooksAreLegalAndDistinct) {
  const std::string dir = std::string(nightrider::testing::test_data_dir()) + "/../../bench/books/";
  for (const char* variant : {"chess", "antiking1", "antiking2", "magnetic", "antimagnetic", "rococo"}) {
    const auto rules = make_variant(variant);
    std::ifstream in(dir + variant + ".txt", std::ios::binary);
    ASSERT_TRUE(in) << variant;
    const std::vector<Opening> book = read_book(*rules, in, variant);  // throws on a bad line
    EXPECT_GE(book.size(), 200u) << variant;
    std::set<uint64_t> positions;
    for (const Opening& o : book) {
      Position pos = parse_fen(*rules, o.fen);
      EXPECT_EQ(rules->outcome(pos, true).result, Result::Ongoing) << variant << " " << o.fen;
      MoveList legal;
      rules->legal_moves(pos, legal);
      EXPECT_FALSE(legal.empty()) << variant << " " << o.fen;
      EXPECT_TRUE(positions.insert(pos.hash()).second) << variant << ": twice " << o.fen;
    }
  }
}

TEST(MatchBook, MatchPlaysEachBookOpeningWithBothColours) {
  const auto rules = make_variant("chess");
  std::istringstream in("startpos moves e2e4\nstartpos moves d2d4\nstartpos moves c2c4\n");
  MatchConfig config;
  config.a = parse_player_spec("random");
  config.b = parse_player_spec("random");
  config.games = 6;
  config.threads = 1;
  config.max_plies = 4;
  config.book = read_book(*rules, in, "t");
  const MatchResult r = run_match(*rules, config);
  ASSERT_EQ(r.games.size(), 6u);
  std::set<std::string> first_moves;
  for (int pair = 0; pair < 3; ++pair) {
    const MatchGame& g1 = r.games[static_cast<size_t>(2 * pair)];
    const MatchGame& g2 = r.games[static_cast<size_t>(2 * pair + 1)];
    EXPECT_EQ(g1.record.start_fen, g2.record.start_fen);
    EXPECT_TRUE(g1.a_white);
    EXPECT_FALSE(g2.a_white);
    ASSERT_EQ(g1.record.opening_san.size(), 1u);
    first_moves.insert(g1.record.opening_san[0]);
  }
  EXPECT_EQ(first_moves, (std::set<std::string>{"e4", "d4", "c4"}));  // each line once, in turn
}

TEST(MatchBook, AMatchPlaysEachLineOnceAtMost) {
  // Node-limited games from one line are the same games: a match of more pairs than lines would count
  // copies, so run_match refuses it.
  const auto rules = make_variant("chess");
  std::istringstream in("startpos moves e2e4\nstartpos moves d2d4\n");
  MatchConfig config;
  config.a = parse_player_spec("random");
  config.b = parse_player_spec("random");
  config.threads = 1;
  config.max_plies = 4;
  config.book = read_book(*rules, in, "t");
  EXPECT_EQ(most_book_games(config.book.size()), 4);
  config.games = 5;
  try {
    run_match(*rules, config);
    ADD_FAILURE() << "five games from two lines";
  } catch (const BookError& e) {
    EXPECT_NE(std::string(e.what()).find("the book has 2 openings, enough for 4 games, not 5"),
              std::string::npos)
        << e.what();
  }
  config.games = 4;
  const MatchResult r = run_match(*rules, config);
  ASSERT_EQ(r.games.size(), 4u);
  EXPECT_NE(r.games[0].record.start_fen, r.games[2].record.start_fen);
}

TEST(MatchBook, StopEndsTheMatchEarly) {
  const auto rules = make_variant("chess");
  MatchConfig config;
  config.a = parse_player_spec("random");
  config.b = parse_player_spec("random");
  config.games = 40;
  config.threads = 1;
  config.max_plies = 6;
  int finished = 0;
  const MatchResult r = run_match(
      *rules, config, [&](const MatchGame&, const Tally&) { ++finished; }, [&] { return finished >= 10; });
  EXPECT_EQ(r.games.size(), 10u);
  EXPECT_EQ(r.tally.games(), 10);
  for (size_t i = 0; i < r.games.size(); ++i) EXPECT_EQ(r.games[i].index, static_cast<int>(i));
}

// --- the command line ---

struct SprtCliResult {
  int status = -1;
  std::string out, err;
};

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

SprtCliResult run_sprt_cli(const std::string& args) {
  char dir_template[] = "/tmp/nightrider_sprt_test.XXXXXX";
  const char* dir = mkdtemp(dir_template);
  if (dir == nullptr) return {};
  const std::string out = std::string(dir) + "/out", err = std::string(dir) + "/err";
  const std::string command = std::string("'") + nightrider::testing::nightrider_binary() + "' " + args +
                              " </dev/null >" + out + " 2>" + err;
  const int raw = std::system(command.c_str());
  SprtCliResult r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = read_all(out);
  r.err = read_all(err);
  std::remove(out.c_str());
  std::remove(err.c_str());
  rmdir(dir);
  return r;
}

TEST(MatchSprtCli, StopsWithAVerdict) {
  // Depth 2 against random is hundreds of Elo stronger: H1 (+100) over H0 (0) long before 400 games.
  const SprtCliResult r =
      run_sprt_cli("match --a engine:depth=2 --b random --sprt 0 100 --games 400 --threads 1 --max-plies 200");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("verdict: H1 accepted"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(of 400)"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("sprt pairs "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("LLR "), std::string::npos) << r.err;
}

TEST(MatchSprtCli, BadInputIsOneLineAndStatusTwo) {
  char path_template[] = "/tmp/nightrider_sprt_book.XXXXXX";
  const int fd = mkstemp(path_template);
  ASSERT_GE(fd, 0);
  close(fd);
  {
    std::ofstream book(path_template);
    book << "startpos moves e2e4\nstartpos moves e2e4 e7e4\n";
  }
  const std::string bad_book = path_template;
  char two_template[] = "/tmp/nightrider_sprt_book2.XXXXXX";
  const int fd2 = mkstemp(two_template);
  ASSERT_GE(fd2, 0);
  close(fd2);
  {
    std::ofstream book(two_template);
    book << "startpos moves e2e4\nstartpos moves d2d4\n";
  }
  const std::string two_lines = two_template;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"--sprt 5 0", "ELO0 (5) must be below ELO1 (0)"},
      {"--sprt 0 5 0.7", "bad --sprt ALPHA '0.7'"},
      {"--sprt 0 5 0.05 0", "bad --sprt BETA '0'"},
      {"--sprt 0 x", "bad --sprt ELO1 'x'"},
      {"--sprt 0 5 --games 7", "give an even number"},
      {"--games 2 --book /nonexistent/book.txt", "cannot read the book"},
      {"--games 2 --book " + bad_book, "line 2: illegal move 'e7e4'"},
      {"--games 5 --book " + two_lines, "has 2 openings, enough for 4 games"},
      {"--sprt 0 5 --games 6 --book " + two_lines, "has 2 openings, enough for 4 games"},
  };
  for (const auto& [args, expected] : cases) {
    const SprtCliResult r = run_sprt_cli("match --a random --b random " + args);
    EXPECT_EQ(r.status, 2) << args;
    EXPECT_TRUE(r.out.empty()) << args;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << ": " << r.err;
    EXPECT_NE(r.err.find(expected), std::string::npos) << args << ": " << r.err;
  }
  std::remove(path_template);
  std::remove(two_template);
}

TEST(MatchSprtCli, StopsWhenTheBookIsUsedUp) {
  // Without --games an SPRT plays the book once: three lines, six games, then no verdict, said so.
  char path_template[] = "/tmp/nightrider_sprt_book3.XXXXXX";
  const int fd = mkstemp(path_template);
  ASSERT_GE(fd, 0);
  close(fd);
  {
    std::ofstream book(path_template);
    book << "startpos moves e2e4\nstartpos moves d2d4\nstartpos moves c2c4\n";
  }
  const SprtCliResult r =
      run_sprt_cli("match --a random --b random --sprt 0 5 --threads 1 --max-plies 20 --book " +
                   std::string(path_template));
  std::remove(path_template);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("6 games, book "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("verdict: no verdict (the book's 3 openings are used up)"), std::string::npos)
      << r.out;
}

}  // namespace
}  // namespace nightrider
