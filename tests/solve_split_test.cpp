// The second level of the threads' split (solver/split_first_moves.h): a thread with no first move left
// takes replies of a first move another thread is searching. The solutions must be exactly one thread's,
// as text and in order, and a first move's result is kept (for a checkpoint) only when whole.
#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <mutex>
#include <sstream>
#include <string>
#include <tuple>

#include "solver/root_results.h"
#include "solver/session.h"
#include "support/popeye_output.h"
#include "support/problem_manifest.h"
#include "support/sanitizers.h"

namespace nightrider {
namespace {

namespace po = popeye_output;

// Black's one legal first move is 1.d6-d5 (its king is boxed in by its pawn and the white king): with two
// threads or more, every thread but the first move's owner can only help by taking its replies. Popeye
// 4.104 finds 109 solutions, all beginning so: 2 shorter ones (mate in two) first, then 107 in three.
constexpr const char* kOneFirstMove =
    "beginproblem\n"
    "pieces white kc1 bg5 sg1 black ka1 pa2 pd6\n"
    "stipulation h#3\n"
    "endproblem\n";

// Popeye 4.104's output for kOneFirstMove, first and last of its 109 solutions (in its order).
constexpr const char* kFirstSolution = "1.d6-d5 Bg5-e3   2.d5-d4 Be3*d4 #";
constexpr const char* kLastSolution = "1.d6-d5 Bg5-f6 +   2.d5-d4 Bf6-e7   3.d4-d3 Be7-f6 #";

std::string solve(const std::string& text, int threads, bool general, solver::RootResults* kept = nullptr) {
  solver::SessionSettings settings;
  settings.quiet = true;
  settings.solve.threads = threads;
  settings.solve.force_general_path = general;
  settings.solve.root_results = kept;
  std::ostringstream out, err;
  solver::solve_text(text, settings, out, err);
  EXPECT_EQ(err.str(), "");
  return out.str();
}

int split_occurrences(const std::string& text, const std::string& part) {
  int n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

TEST(SolveSplit, OneFirstMoveSharedAmongThreadsGivesOneThreadsSolutions) {
  for (const bool general : {false, true}) {
    const std::string one = solve(kOneFirstMove, 1, general);
    EXPECT_EQ(split_occurrences(one, "1.d6-d5"), 109) << "general " << general;
    EXPECT_NE(one.find(kFirstSolution), std::string::npos);
    EXPECT_NE(one.find(kLastSolution), std::string::npos);
    EXPECT_LT(one.find(kFirstSolution), one.find(kLastSolution));
    for (const int threads : {2, 3, 8})
      EXPECT_EQ(solve(kOneFirstMove, threads, general), one) << threads << " threads";
  }
}

// With Option Intelligent the lines are not put in Popeye's order afterwards: they stay in the order
// they were found, which the split must keep (each reply's lines in the order of the owner's replies).
TEST(SolveSplit, LinesStayInTheOrderOneThreadFindsThem) {
  std::string text = kOneFirstMove;
  text.insert(text.find("endproblem"), "option intelligent\n");
  for (const bool general : {false, true}) {
    const std::string one = solve(text, 1, general);
    EXPECT_EQ(split_occurrences(one, "1.d6-d5"), 109) << "general " << general;
    for (const int threads : {2, 8}) EXPECT_EQ(solve(text, threads, general), one) << threads << " threads";
  }
}

// Helpmates of the corpus under conditions and orthodox, of three to seven moves: 8 threads on a dozen
// or two first moves leave most threads to take replies.
// (ThreadSanitizer's build runs the forced split above, where the threads share most; these seven
// problems take seconds in Release and many minutes under it.)
TEST(SolveSplit, HelpmatesOfTheCorpusGiveTheSameTextWithTwoAndEightThreads) {
  if (testing::kUnderThreadSanitizer) GTEST_SKIP() << "too slow under ThreadSanitizer";
  for (const char* name :
       {"ortho_bs_intell__040", "ortho_bs_intell__012", "ortho_rg_4_85_to_4_87__007", "fairy_cirsquar__003",
        "fairy_anticir__039", "fairy_circe__018", "fairy_bs_swapking__002"}) {
    const std::string base = testing::problems_dir() + "/" + name;
    const std::string input = testing::read_text_file(base + ".inp");
    const std::string one = solve(input, 1, false);
    // (The reference: Popeye's own output, as a set of solutions.)
    const po::Output expected = po::parse(testing::read_text_file(base + ".out"), po::Language::Auto);
    const po::Comparison comparison = po::compare(expected, po::parse(one, po::Language::Auto));
    EXPECT_TRUE(comparison.equal()) << name << ":\n" << po::describe(comparison, 10);
    for (const int threads : {2, 8}) EXPECT_EQ(solve(input, threads, false), one) << name << ", " << threads;
  }
}

// Keeps every result it is given and gives them back (a checkpoint in memory).
class KeptResults final : public solver::RootResults {
 public:
  std::optional<std::string> find(int search, int index) override {
    const std::lock_guard<std::mutex> lock(mutex_);
    const auto at = results_.find({twin_, search, index});
    if (at == results_.end()) return std::nullopt;
    return at->second;
  }
  void keep(int search, int index, std::string result) override {
    const std::lock_guard<std::mutex> lock(mutex_);
    ++kept_;
    results_[{twin_, search, index}] = std::move(result);
  }
  bool end_of_twin(bool stop) override {
    ++twin_;
    return stop;
  }
  void rewind() { twin_ = 0; }
  int kept() const { return kept_; }

 private:
  std::mutex mutex_;
  int twin_ = 0;
  int kept_ = 0;
  std::map<std::tuple<int, int, int>, std::string> results_;
};

// A first move several threads searched is kept once, whole: a solve that restores every kept result
// (and searches nothing) prints the same solutions.
TEST(SolveSplit, ASharedFirstMoveIsKeptOnceAndWhole) {
  KeptResults kept;
  const std::string searched = solve(kOneFirstMove, 2, false, &kept);
  const int kept_once = kept.kept();
  EXPECT_GE(kept_once, 1);
  kept.rewind();
  EXPECT_EQ(solve(kOneFirstMove, 1, false, &kept), searched);
  EXPECT_EQ(kept.kept(), kept_once);  // (all restored: nothing searched, nothing kept again)
  EXPECT_EQ(split_occurrences(searched, "1.d6-d5"), 109);
}

// Deals help play a reply at a time, as an MPI job's processes do (solver.cpp's collect_lines, with
// tasks of one first move and one reply), keeping and sharing nothing: here the tasks go to the threads
// of this process, which is enough to test their order and joining without MPI.
class ReplyDealer final : public solver::RootResults {
 public:
  std::optional<std::string> find(int, int) override { return std::nullopt; }
  void keep(int, int, std::string) override { ++kept_; }
  bool deals_replies() const override { return true; }
  int kept() const { return kept_; }

 private:
  std::atomic<int> kept_{0};
};

TEST(SolveSplit, RepliesDealtOneAtATimeGiveOneThreadsText) {
  std::string intelligent = kOneFirstMove;
  intelligent.insert(intelligent.find("endproblem"), "option intelligent\n");
  for (const bool general : {false, true})
    for (const std::string& text : {std::string(kOneFirstMove), intelligent}) {
      const std::string one = solve(text, 1, general);
      ASSERT_EQ(split_occurrences(one, "1.d6-d5"), 109) << "general " << general;
      for (const int threads : {1, 2, 8}) {
        ReplyDealer dealer;
        EXPECT_EQ(solve(text, threads, general, &dealer), one) << threads << " threads, general " << general;
        // One task a reply: after 1.d6-d5 White has 14 moves (Kc2, Kd1, Kd2; the bishop's 8; Se2, Sf3,
        // Sh3), in the root searches of two and three moves; the search of one move (no node after the
        // first move to share) is one task.
        EXPECT_EQ(dealer.kept(), 1 + 2 * 14);
      }
    }
}

TEST(SolveSplit, HelpmatesOfTheCorpusDealtAReplyAtATimeGiveTheSameText) {
  if (testing::kUnderThreadSanitizer) GTEST_SKIP() << "too slow under ThreadSanitizer";
  for (const char* name : {"fairy_cirsquar__003", "fairy_anticir__039", "fairy_circe__018"}) {
    const std::string input = testing::read_text_file(testing::problems_dir() + "/" + name + ".inp");
    const std::string one = solve(input, 1, false);
    for (const int threads : {1, 2}) {
      ReplyDealer dealer;
      EXPECT_EQ(solve(input, threads, false, &dealer), one) << name << ", " << threads;
    }
  }
}

}  // namespace
}  // namespace nightrider
