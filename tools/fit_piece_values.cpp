// Measures piece values by fitting on engine games: plays self-play games of a variant between two
// copies of the engine (fixed node budget, random openings), samples quiet positions from them, and fits
// a logistic model of the game result on the material difference per piece kind:
//   P(White scores) = 1 / (1 + exp(-sum_k w_k * (white_k - black_k)))
// The fitted weights, scaled so the variant's pawn is 100, are the values (docs/engine.md says how the
// evaluators' tables were set from them).
//
//   nightrider_fit_values VARIANT [--games N] [--nodes N] [--threads T] [--seed S]
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "notation/fen.h"
#include "search/engine.h"
#include "variants/variants.h"

using namespace nightrider;

namespace {

struct Sample {
  std::vector<int> difference;  // per fitted kind, White minus Black
  double result;                // 1, 0.5, 0 for White
};

struct Options {
  std::string variant;
  int games = 200;
  uint64_t nodes = 3000;
  int threads = 2;
  uint64_t seed = 1;
  int opening_plies = 8;
  int max_plies = 300;
};

// One game; returns White's score and appends the material differences of its quiet positions.
double play_game(const Rules& rules, const std::vector<PieceKind>& kinds, const Options& o, uint64_t seed,
                 std::vector<std::vector<int>>& positions) {
  std::mt19937_64 random(seed);
  Position pos = start_position(rules);
  for (int i = 0; i < o.opening_plies; ++i) {
    MoveList moves;
    rules.legal_moves(pos, moves);
    if (moves.empty()) break;
    rules.play(pos, moves[random() % moves.size()]);
  }
  Engine engine;
  EngineOptions options;
  options.hash_mb = 4;
  engine.set_options(options);
  SearchLimits limits;
  limits.nodes = o.nodes;
  for (int ply = 0; ply < o.max_plies; ++ply) {
    const Outcome outcome = rules.outcome(pos, true);
    if (outcome.result != Result::Ongoing)
      return outcome.result == Result::WhiteWins ? 1.0 : outcome.result == Result::BlackWins ? 0.0 : 0.5;
    const SearchResult r = engine.search(rules, pos, limits);
    if (!r.best) break;
    // Quiet positions only (no capture on the board's next move, no check), from the middle game on.
    if (ply >= 10 && !r.best->is_capture() && !rules.in_check(pos, pos.side_to_move()) &&
        !is_mate_score(r.score)) {
      std::vector<int> d(kinds.size(), 0);
      for (Square s : pos.geometry().squares()) {
        const Piece p = pos.at(s);
        if (!p.is_unit()) continue;
        const auto it = std::find(kinds.begin(), kinds.end(), p.kind());
        if (it == kinds.end()) continue;
        d[static_cast<size_t>(it - kinds.begin())] += p.colour() == Colour::White ? 1 : -1;
      }
      positions.push_back(d);
    }
    rules.play(pos, *r.best);
  }
  return 0.5;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: nightrider_fit_values VARIANT [--games N] [--nodes N] [--threads T] [--seed S]\n";
    return 2;
  }
  Options o;
  o.variant = argv[1];
  for (int i = 2; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    const long long value = std::atoll(argv[i + 1]);
    if (flag == "--games")
      o.games = static_cast<int>(value);
    else if (flag == "--nodes")
      o.nodes = static_cast<uint64_t>(value);
    else if (flag == "--threads")
      o.threads = static_cast<int>(value);
    else if (flag == "--seed")
      o.seed = static_cast<uint64_t>(value);
    else {
      std::cerr << "unknown option " << flag << "\n";
      return 2;
    }
  }
  const auto rules = make_variant(o.variant);
  if (!rules) {
    std::cerr << "unknown variant '" << o.variant << "'\n";
    return 2;
  }
  // The fitted kinds: every non-royal kind the variant uses.
  std::vector<PieceKind> kinds;
  PieceKind pawn = PieceKind::None;
  for (int k = static_cast<int>(PieceKind::King); k < kPieceKindCount; ++k) {
    const auto kind = static_cast<PieceKind>(k);
    if (!rules->uses(kind) || rules->def(kind).royal) continue;
    kinds.push_back(kind);
    if (rules->def(kind).pawn || kind == PieceKind::CannonPawn) pawn = kind;
  }

  std::vector<Sample> samples;
  std::mutex mutex;
  std::atomic<int> next{0}, done{0};
  double white_score = 0;
  auto worker = [&] {
    for (int g; (g = next++) < o.games;) {
      std::vector<std::vector<int>> positions;
      const double result =
          play_game(*rules, kinds, o, o.seed * 1000003 + static_cast<uint64_t>(g), positions);
      std::lock_guard<std::mutex> lock(mutex);
      white_score += result;
      for (auto& d : positions) samples.push_back(Sample{std::move(d), result});
      const int n = ++done;
      std::fprintf(stderr, "\rgames %d/%d, positions %zu", n, o.games, samples.size());
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < std::max(1, o.threads); ++t) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  std::fprintf(stderr, "\n");

  // Logistic regression by gradient descent (weights per unit of material difference, plus a bias for
  // White's first move).
  std::vector<double> w(kinds.size(), 0.0);
  double bias = 0;
  const double rate = 0.5;
  for (int epoch = 0; epoch < 3000; ++epoch) {
    std::vector<double> grad(kinds.size(), 0.0);
    double grad_bias = 0;
    for (const Sample& s : samples) {
      double z = bias;
      for (size_t k = 0; k < kinds.size(); ++k) z += w[k] * s.difference[k];
      const double p = 1.0 / (1.0 + std::exp(-z));
      const double e = p - s.result;
      for (size_t k = 0; k < kinds.size(); ++k) grad[k] += e * s.difference[k];
      grad_bias += e;
    }
    const double n = std::max<size_t>(1, samples.size());
    // A little L2 regularisation keeps rare kinds (few samples with a difference) from running away.
    for (size_t k = 0; k < kinds.size(); ++k) w[k] -= rate * (grad[k] / n + 1e-4 * w[k]);
    bias -= rate * grad_bias / n;
  }
  const size_t pawn_index = static_cast<size_t>(std::find(kinds.begin(), kinds.end(), pawn) - kinds.begin());
  const double scale = pawn_index < kinds.size() && w[pawn_index] > 0 ? 100.0 / w[pawn_index] : 1.0;
  std::printf("variant %s: %d games, %zu positions, White scored %.1f%%, %llu nodes per move\n",
              o.variant.c_str(), o.games, samples.size(), 100.0 * white_score / std::max(1, o.games),
              static_cast<unsigned long long>(o.nodes));
  for (size_t k = 0; k < kinds.size(); ++k)
    std::printf("  %c  %-14s weight %.4f  value %5.0f\n", rules->letter_for(kinds[k]),
                std::string(rules->def(kinds[k]).name).c_str(), w[k], w[k] * scale);
  return 0;
}
