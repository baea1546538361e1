// Tunes chess's own evaluation terms (eval/chess_terms.h) Texel's way: plays self-play games between two
// copies of the engine (a node budget a move, random opening plies), keeps the quiet positions with the
// game's result, and searches the weights that make the evaluation predict the results best:
//   error = mean over positions of (result - 1 / (1 + 10^(-K * eval / 400)))^2
// with eval White's view of the static evaluation and K fitted first, at the weights the engine has. The
// rest of the evaluation (material, mobility, square terms) stays as it is: each position's value without
// chess's terms is computed once, and the terms are added from the position's summary.
// The search is a local one: each weight stepped up and down while the error falls, steps 8, 4, 2, 1.
// A tenth of the positions (the last games') is held out; the weights printed last are those of the
// sweep with the lowest held-out error (early stopping against over-fitting).
//
//   nightrider_tune_chess_eval [--games N] [--nodes N] [--threads T] [--seed S] [--save FILE] [--load FILE]
//
// --save writes the sampled positions (FEN, result) and --load reads them instead of playing games.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "eval/board_evaluator.h"
#include "eval/chess_eval.h"
#include "notation/fen.h"
#include "search/engine.h"
#include "variants/variants.h"

using namespace nightrider;

namespace {

struct Options {
  int games = 200;
  uint64_t nodes = 2000;
  int threads = 1;
  uint64_t seed = 1;
  int opening_plies = 8;
  int max_plies = 300;
  std::string save, load;
};

struct Record {
  std::string fen;
  double result = 0.5;  // White's score in the game
  int game = 0;
};

struct Sample {
  int base = 0;  // White's view of the evaluation without chess's own terms
  int phase = 0;
  ChessSummary summary;
  double result = 0.5;
};

// One self-play game: White's score; appends its quiet positions.
double play_game(const Rules& rules, const Options& o, uint64_t seed, int game, std::vector<Record>& out) {
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
  options.seed = seed | 1;
  engine.set_options(options);
  SearchLimits limits;
  limits.nodes = o.nodes;
  std::vector<std::string> fens;
  double result = 0.5;
  for (int ply = 0; ply < o.max_plies; ++ply) {
    const Outcome outcome = rules.outcome(pos, true);
    if (outcome.result != Result::Ongoing) {
      result = outcome.result == Result::WhiteWins ? 1.0 : outcome.result == Result::BlackWins ? 0.0 : 0.5;
      break;
    }
    const SearchResult r = engine.search(rules, pos, limits);
    if (!r.best) break;
    // Quiet positions (the engine's move no capture, no check, no mate found), from ply 10 on.
    if (ply >= 10 && !r.best->is_capture() && !rules.in_check(pos, pos.side_to_move()) &&
        !is_mate_score(r.score))
      fens.push_back(to_fen(rules, pos));
    rules.play(pos, *r.best);
  }
  for (std::string& fen : fens) out.push_back(Record{std::move(fen), result, game});
  return result;
}

std::vector<Record> play_games(const Rules& rules, const Options& o) {
  std::vector<Record> records;
  std::mutex mutex;
  std::atomic<int> next{0}, done{0};
  auto worker = [&] {
    for (int g; (g = next++) < o.games;) {
      std::vector<Record> mine;
      play_game(rules, o, o.seed * 1000003 + static_cast<uint64_t>(g), g, mine);
      std::lock_guard<std::mutex> lock(mutex);
      records.insert(records.end(), mine.begin(), mine.end());
      std::fprintf(stderr, "\rgames %d/%d, positions %zu", ++done, o.games, records.size());
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < std::max(1, o.threads); ++t) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  std::fprintf(stderr, "\n");
  std::sort(records.begin(), records.end(), [](const Record& a, const Record& b) { return a.game < b.game; });
  return records;
}

// The weights as one list, for the local search.
std::vector<int*> weight_list(ChessWeights& w) {
  std::vector<int*> list;
  for (Tapered* t : {&w.bishop_pair, &w.shelter, &w.doubled_pawn, &w.isolated_pawn, &w.rook_open_file,
                     &w.rook_half_open_file}) {
    list.push_back(&t->mg);
    list.push_back(&t->eg);
  }
  for (size_t d = 1; d < w.passed_pawn.size(); ++d) {
    list.push_back(&w.passed_pawn[d].mg);
    list.push_back(&w.passed_pawn[d].eg);
  }
  return list;
}

const char* const kWeightNames[] = {"bishop_pair",   "shelter",        "doubled_pawn",
                                    "isolated_pawn", "rook_open_file", "rook_half_open_file"};

double error_of(const std::vector<Sample>& samples, size_t begin, size_t end, const ChessWeights& w,
                double k) {
  double sum = 0;
  for (size_t i = begin; i < end; ++i) {
    const Sample& s = samples[i];
    const double eval = s.base + chess_terms(s.summary, s.phase, w);
    const double p = 1.0 / (1.0 + std::pow(10.0, -k * eval / 400.0));
    sum += (s.result - p) * (s.result - p);
  }
  return sum / static_cast<double>(std::max<size_t>(1, end - begin));
}

void print_weights(ChessWeights w) {
  const std::vector<int*> list = weight_list(w);
  for (size_t i = 0; i < 6; ++i)
    std::printf("  %-20s {%d, %d}\n", kWeightNames[i], *list[2 * i], *list[2 * i + 1]);
  std::printf("  passed_pawn by distance 1..6:");
  for (size_t d = 1; d < w.passed_pawn.size(); ++d)
    std::printf(" {%d, %d}", w.passed_pawn[d].mg, w.passed_pawn[d].eg);
  std::printf("\n");
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--games")
      o.games = std::atoi(value.c_str());
    else if (flag == "--nodes")
      o.nodes = std::strtoull(value.c_str(), nullptr, 10);
    else if (flag == "--threads")
      o.threads = std::atoi(value.c_str());
    else if (flag == "--seed")
      o.seed = std::strtoull(value.c_str(), nullptr, 10);
    else if (flag == "--save")
      o.save = value;
    else if (flag == "--load")
      o.load = value;
    else {
      std::cerr << "unknown option " << flag << "\n";
      return 2;
    }
  }
  const auto rules = make_variant("chess");
  std::vector<Record> records;
  if (!o.load.empty()) {
    std::ifstream in(o.load);
    if (!in) {
      std::cerr << "cannot read '" << o.load << "'\n";
      return 2;
    }
    std::string line;
    while (std::getline(in, line)) {
      std::istringstream fields(line);
      std::string fen, result, game;
      if (!std::getline(fields, fen, ';') || !std::getline(fields, result, ';') ||
          !std::getline(fields, game, ';')) {
        std::cerr << "bad line '" << line << "' in '" << o.load << "'\n";
        return 2;
      }
      records.push_back(Record{fen, std::atof(result.c_str()), std::atoi(game.c_str())});
    }
  } else {
    records = play_games(*rules, o);
  }
  if (!o.save.empty()) {
    std::ofstream out(o.save);
    for (const Record& r : records) out << r.fen << ';' << r.result << ';' << r.game << '\n';
  }
  if (records.size() < 100) {
    std::cerr << "too few positions (" << records.size() << ")\n";
    return 2;
  }

  // Each position's value without chess's terms, its phase and its summary.
  const EvalParams params = orthodox_params();
  const int full_phase = full_phase_material(*rules, params);
  ChessWeights zero;
  for (int* weight : weight_list(zero)) *weight = 0;
  const auto plain = make_chess_evaluator(*rules, EvalConfig{}, zero);
  std::vector<Sample> samples;
  for (const Record& r : records) {
    const Position pos = parse_fen(*rules, r.fen);
    Sample s;
    const int mover = plain->evaluate(pos);
    s.base = pos.side_to_move() == Colour::White ? mover : -mover;
    int non_pawn[2] = {0, 0};
    for (Square sq : pos.geometry().squares()) {
      const Piece p = pos.at(sq);
      if (!p.is_unit() || p.colour() == Colour::Neutral) continue;
      const PieceDef& d = rules->def(p.kind());
      if (!d.pawn && !d.royal) non_pawn[index_of(p.colour())] += params.value[static_cast<size_t>(p.kind())];
    }
    s.phase = game_phase(non_pawn[0], non_pawn[1], full_phase);
    s.summary = summarize_chess(pos);
    s.result = r.result;
    samples.push_back(s);
  }
  // The held-out tenth: the last games'.
  const size_t train = samples.size() - samples.size() / 10;

  ChessWeights w;
  // K: the scale that fits the current evaluation best (golden-section search).
  double lo = 0.1, hi = 4.0;
  for (int i = 0; i < 60; ++i) {
    const double a = hi - (hi - lo) * 0.618, b = lo + (hi - lo) * 0.618;
    if (error_of(samples, 0, train, w, a) < error_of(samples, 0, train, w, b))
      hi = b;
    else
      lo = a;
  }
  const double k = (lo + hi) / 2;
  std::printf("%zu positions (%zu to fit, %zu held out), K %.3f\n", samples.size(), train,
              samples.size() - train, k);
  std::printf("before: error %.6f, held out %.6f\n", error_of(samples, 0, train, w, k),
              error_of(samples, train, samples.size(), w, k));
  print_weights(w);

  // Local search on the fitted positions; after each sweep the held-out error decides which weights are
  // kept (early stopping: with a few thousand games the rare terms over-fit).
  double best = error_of(samples, 0, train, w, k);
  ChessWeights kept = w;
  double kept_held_out = error_of(samples, train, samples.size(), w, k);
  const std::vector<int*> list = weight_list(w);
  for (int step : {8, 4, 2, 1}) {
    for (bool improved = true; improved;) {
      improved = false;
      for (int* weight : list) {
        for (int direction : {+1, -1}) {
          *weight += direction * step;
          const double e = error_of(samples, 0, train, w, k);
          if (e < best) {
            best = e;
            improved = true;
            break;
          }
          *weight -= direction * step;
        }
      }
      const double held_out = error_of(samples, train, samples.size(), w, k);
      if (held_out < kept_held_out) {
        kept_held_out = held_out;
        kept = w;
      }
      std::fprintf(stderr, "step %d: error %.6f, held out %.6f\n", step, best, held_out);
    }
  }
  std::printf("last sweep: error %.6f, held out %.6f\n", best,
              error_of(samples, train, samples.size(), w, k));
  print_weights(w);
  std::printf("kept (best held-out error): error %.6f, held out %.6f\n", error_of(samples, 0, train, kept, k),
              kept_held_out);
  print_weights(kept);
  return 0;
}
