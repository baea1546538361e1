#include "match/match.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <utility>

#include "match/book.h"

namespace nightrider::match {
namespace {

constexpr uint64_t kOpeningStream = 0, kWhiteStream = 1, kBlackStream = 2, kBookStream = 3;

uint64_t splitmix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

}  // namespace

double MatchGame::a_score() const {
  switch (record.outcome.result) {
    case Result::WhiteWins:
      return a_white ? 1.0 : 0.0;
    case Result::BlackWins:
      return a_white ? 0.0 : 1.0;
    default:
      return 0.5;
  }
}

void Tally::add(const MatchGame& game) {
  const double score = game.a_score();
  if (score == 1.0)
    ++wins;
  else if (score == 0.0)
    ++losses;
  else
    ++draws;
}

uint64_t derive_seed(uint64_t match_seed, uint64_t index, uint64_t stream) {
  return splitmix(splitmix(splitmix(match_seed) ^ index) ^ (stream << 56 | stream));
}

Opening match_opening(const Rules& rules, const MatchConfig& config, int pair) {
  if (!config.book.empty()) {
    const uint64_t offset = derive_seed(config.seed, 0, kBookStream) % config.book.size();
    return config.book[static_cast<size_t>((offset + static_cast<uint64_t>(pair)) % config.book.size())];
  }
  return random_opening(rules, config.opening_plies,
                        derive_seed(config.seed, static_cast<uint64_t>(pair), kOpeningStream));
}

MatchResult run_match(const Rules& rules, const MatchConfig& config, const GameFinished& on_game,
                      const StopMatch& stop) {
  const auto start = std::chrono::steady_clock::now();
  MatchResult result;
  const int games = std::max(config.games, 0);
  result.games.resize(static_cast<size_t>(games));

  if (!config.book.empty() && games > most_book_games(config.book.size()))
    throw BookError("the book has " + std::to_string(config.book.size()) + " openings, enough for " +
                    std::to_string(most_book_games(config.book.size())) + " games, not " +
                    std::to_string(games) + ": each opening is played once (with both colours)");
  // Openings first, on this thread: a variant without a usable opening fails before any game.
  std::vector<Opening> openings;
  for (int pair = 0; pair < (games + 1) / 2; ++pair)
    openings.push_back(match_opening(rules, config, pair));

  std::atomic<int> next{0};
  std::atomic<bool> failed{false}, stopped{false};
  std::vector<char> played(static_cast<size_t>(games), 0);
  std::mutex mutex;  // guards result.tally, first_error and the callback
  std::exception_ptr first_error;
  auto worker = [&] {
    try {
      const auto a = make_player(config.a), b = make_player(config.b);
      while (!failed.load() && !stopped.load()) {
        if (stop) {
          std::lock_guard<std::mutex> lock(mutex);
          if (stop()) {
            stopped = true;
            break;
          }
        }
        const int i = next.fetch_add(1);
        if (i >= games) break;
        MatchGame& game = result.games[static_cast<size_t>(i)];
        game.index = i;
        game.a_white = i % 2 == 0;
        Player& white = game.a_white ? *a : *b;
        Player& black = game.a_white ? *b : *a;
        game.record = play_game(rules, openings[static_cast<size_t>(i / 2)], white, black,
                                derive_seed(config.seed, static_cast<uint64_t>(i), kWhiteStream),
                                derive_seed(config.seed, static_cast<uint64_t>(i), kBlackStream),
                                GameConfig{config.max_plies});
        std::lock_guard<std::mutex> lock(mutex);
        played[static_cast<size_t>(i)] = 1;
        result.tally.add(game);
        if (on_game) on_game(game, result.tally);
      }
    } catch (...) {
      std::lock_guard<std::mutex> lock(mutex);
      if (!first_error) first_error = std::current_exception();
      failed = true;
    }
  };
  const int threads = std::clamp(config.threads, 1, std::max(games, 1));
  std::vector<std::thread> helpers;
  for (int t = 1; t < threads; ++t) helpers.emplace_back(worker);
  worker();
  for (std::thread& t : helpers) t.join();
  if (first_error) std::rethrow_exception(first_error);
  if (stopped) {
    std::vector<MatchGame> kept;
    for (size_t i = 0; i < result.games.size(); ++i)
      if (played[i]) kept.push_back(std::move(result.games[i]));
    result.games = std::move(kept);
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace nightrider::match
