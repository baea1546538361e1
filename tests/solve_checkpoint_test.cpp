// A solve with a checkpoint goes on after an interruption and prints exactly what an uninterrupted solve
// prints: interrupted in the process at random moments (the Ctrl-C path), and killed with SIGKILL at
// random moments through `nightrider solve --checkpoint` / `--resume` (the kill and reboot path).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <thread>

#include "solver/checkpoint.h"
#include "solver/session.h"
#include "support/problem_manifest.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

using solver::SolveCheckpoint;

// Three problems of the corpus, a directmate and two helpmates under conditions (about a second and a
// half in all on one core): interruptions fall between problems, between first moves and inside them.
std::string checkpoint_problems() {
  std::string text;
  for (const char* name : {"fairy_anticir__001", "fairy_anticir__034", "fairy_mars__019"})
    text += testing::read_text_file(std::string(testing::shared_dir()) + "/testdata/problems/popeye/" + name +
                                    ".inp");
  return text;
}

std::string solve_whole(const std::string& text) {
  solver::SessionSettings settings;
  settings.quiet = true;
  std::ostringstream out, err;
  solver::solve_text(text, settings, out, err);
  return out.str();
}

std::string temporary_path(const std::string& name) {
  return ::testing::TempDir() + "/nightrider_checkpoint_" + std::to_string(getpid()) + "_" + name;
}

TEST(SolveCheckpoint, AnInterruptedSolveResumedFromItsFilePrintsWhatAWholeSolvePrints) {
  const std::string text = checkpoint_problems();
  const std::string whole = solve_whole(text);
  ASSERT_NE(whole.find("h#3"), std::string::npos);
  const uint64_t identity = SolveCheckpoint::identity_of(text, "test");
  const std::string path = temporary_path("session");
  std::mt19937 random(20261129);
  int resumed_inside_a_twin = 0;
  for (int round = 0; round < 4; ++round) {
    // Interrupted one to three times at random moments, each time saved and read back from the file;
    // the last run goes to the end.
    std::remove(path.c_str());
    auto checkpoint = std::make_unique<SolveCheckpoint>(identity);
    const int interruptions = 1 + round % 3;
    std::string last;
    for (int run = 0; run <= interruptions; ++run) {
      std::atomic<bool> interrupt{false};
      solver::SessionSettings settings;
      settings.quiet = true;
      settings.solve.threads = 1 + run % 2;
      settings.interrupt = &interrupt;
      settings.checkpoint = checkpoint.get();
      std::thread interrupter;
      std::atomic<bool> finished{false};
      if (run < interruptions) {
        const int delay_ms = std::uniform_int_distribution<int>(20, 700)(random);
        interrupter = std::thread([&interrupt, &finished, delay_ms] {
          const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(delay_ms);
          while (!finished.load() && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
          interrupt.store(true);
        });
      }
      std::ostringstream out, err;
      solver::solve_text(text, settings, out, err);
      finished.store(true);
      if (interrupter.joinable()) interrupter.join();
      checkpoint->save(path);
      checkpoint = SolveCheckpoint::load(path, identity);
      if (run < interruptions && checkpoint->kept_roots() > 0) ++resumed_inside_a_twin;
      last = out.str();
    }
    EXPECT_EQ(last, whole) << "round " << round;
  }
  EXPECT_GT(resumed_inside_a_twin, 0) << "no interruption fell between the first moves of a twin";
  std::remove(path.c_str());
}

TEST(SolveCheckpoint, AFileRoundTripsAndADamagedOrForeignOneIsRefusedByName) {
  const std::string path = temporary_path("file");
  SolveCheckpoint kept(42);
  kept.keep(0, 3, std::string("\0\1\nend\n", 7));
  kept.unit_done("problem text\nwith end\n", 1, 29);  // (forgets the first moves of the unit)
  kept.keep(2, 5, "xyz");
  EXPECT_TRUE(kept.changed());
  kept.save(path);
  EXPECT_FALSE(kept.changed());
  const auto read = SolveCheckpoint::load(path, 42);
  EXPECT_EQ(read->units_done(), 1);
  EXPECT_EQ(read->bad_problems(), 1);
  EXPECT_EQ(read->numbered_first_moves(), 29u);
  EXPECT_EQ(read->output(), "problem text\nwith end\n");
  EXPECT_EQ(read->kept_roots(), 1u);
  EXPECT_EQ(read->find(2, 5), std::optional<std::string>("xyz"));
  EXPECT_EQ(read->find(0, 3), std::nullopt);

  const auto refusal = [&](const std::string& file_text, uint64_t identity) -> std::string {
    {
      std::ofstream f(path, std::ios::binary);
      f << file_text;
    }
    try {
      SolveCheckpoint::load(path, identity);
    } catch (const std::runtime_error& e) {
      return e.what();
    }
    return "accepted";
  };
  kept.save(path);
  const std::string whole = testing::read_text_file(path);
  EXPECT_NE(refusal(whole, 43).find("belongs to another problem text or other settings"), std::string::npos);
  EXPECT_NE(refusal("hello\n", 42).find("is damaged: it is not a checkpoint"), std::string::npos);
  EXPECT_NE(refusal("nightrider solve checkpoint 1\n", 42).find("was written by another version"),
            std::string::npos);
  for (size_t cut = 0; cut < whole.size(); cut += 7)
    EXPECT_NE(refusal(whole.substr(0, cut), 42).find("is damaged"), std::string::npos) << "cut at " << cut;
  EXPECT_NE(refusal(std::string(whole).replace(whole.find("units 1"), 7, "units x"), 42).find("bad 'units' line"),
            std::string::npos);
  EXPECT_EQ(refusal(whole, 42), "accepted");
  std::remove(path.c_str());
  EXPECT_NE(refusal("", 42).find("is damaged"), std::string::npos);
  std::remove(path.c_str());
  EXPECT_THROW(SolveCheckpoint::load(path + ".missing", 42), std::runtime_error);
}

// Option MoveNumbers: Popeye's count of first moves goes on through a problem's twins, so a solve resumed
// after the first twin numbers the second twin's moves from where the first one's ended.
TEST(SolveCheckpoint, AResumedSolveNumbersTheNextTwinsMovesOnFromTheTwinsBefore) {
  const std::string text = testing::read_text_file(std::string(testing::test_data_dir()) +
                                                   "/play_structure/move_numbers_through_twins.inp");
  const std::string whole = solve_whole(text);
  // The units of the first problem: its header, then twin a), after which b) begins.
  const size_t twin_a = whole.find("\na) \n"), twin_b = whole.find("\nb) ");
  ASSERT_NE(twin_a, std::string::npos);
  ASSERT_NE(twin_b, std::string::npos);
  const std::string header = whole.substr(0, twin_a + 1),
                    first_twin = whole.substr(twin_a + 1, twin_b - twin_a);
  size_t numbered = 0;
  std::istringstream lines(first_twin);
  for (std::string line; std::getline(lines, line);)
    if (line.find("  (") != std::string::npos && line.ends_with(" )")) ++numbered;
  ASSERT_EQ(numbered, 20u);  // (the 20 first moves of White's game array)
  SolveCheckpoint checkpoint(SolveCheckpoint::identity_of(text, "test"));
  checkpoint.unit_done(header, 0, 0);
  checkpoint.unit_done(first_twin, 0, numbered);
  solver::SessionSettings settings;
  settings.quiet = true;
  settings.checkpoint = &checkpoint;
  std::ostringstream out, err;
  solver::solve_text(text, settings, out, err);
  EXPECT_EQ(out.str(), whole);
  EXPECT_NE(whole.find(" 21  (Sb1-c3 )"), std::string::npos);
}

struct CommandRun {
  int status = -1;  // exit status, or 128 + signal
  std::string out, err;
};

// Runs `nightrider ARGUMENTS`, killed with SIGKILL after `kill_after_ms` if given and still running.
CommandRun run_command(const std::string& arguments, const std::string& name, int kill_after_ms = 0) {
  const std::string out = temporary_path(name + ".out"), err = temporary_path(name + ".err");
  const std::string limit = kill_after_ms > 0 ? "timeout -s KILL " + std::to_string(kill_after_ms / 1000.0) + " " : "";
  const std::string command =
      limit + std::string(testing::nightrider_binary()) + " " + arguments + " >" + out + " 2>" + err;
  const int raw = std::system(command.c_str());
  CommandRun r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = testing::read_text_file(out);
  r.err = testing::read_text_file(err);
  std::remove(out.c_str());
  std::remove(err.c_str());
  return r;
}

TEST(SolveCheckpoint, ASolveKilledAtRandomMomentsGoesOnWithResume) {
  const std::string problems = temporary_path("problems.inp");
  {
    std::ofstream f(problems, std::ios::binary);
    f << checkpoint_problems();
  }
  const CommandRun whole = run_command("solve --quiet --threads 1 " + problems, "whole");
  ASSERT_EQ(whole.status, 0) << whole.err;
  const std::string checkpoint = temporary_path("killed.ckpt");
  std::mt19937 random(7);
  for (int round = 0; round < 2; ++round) {
    std::remove(checkpoint.c_str());
    // Killed with SIGKILL (no chance to save) after a random time, with saves every 50 ms; then resumed
    // and killed again until a run ends by itself.
    const int first_ms = std::uniform_int_distribution<int>(100, 900)(random);
    const std::string saves = "solve --quiet --checkpoint-every 0.05 ";
    CommandRun run = run_command(saves + "--threads 2 --checkpoint " + checkpoint + " " + problems, "killed", first_ms);
    for (int attempt = 0; attempt < 20 && run.status != 0; ++attempt) {
      // Resumed, and killed again the first times; started anew when killed before its first save.
      const int kill_after_ms = attempt < 2 ? std::uniform_int_distribution<int>(100, 600)(random) : 0;
      if (access(checkpoint.c_str(), F_OK) != 0)
        run = run_command(saves + "--checkpoint " + checkpoint + " " + problems, "again", kill_after_ms);
      else
        run = run_command(saves + "--threads 1 --resume " + checkpoint + " " + problems, "resumed", kill_after_ms);
    }
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, whole.out) << "round " << round;
  }
  // A checkpoint is not overwritten by a new solve, and one of another text is refused.
  const CommandRun again = run_command("solve --quiet --checkpoint " + checkpoint + " " + problems, "exists");
  EXPECT_EQ(again.status, 2);
  EXPECT_NE(again.err.find("exists: go on with --resume"), std::string::npos) << again.err;
  {
    std::ofstream f(problems, std::ios::binary | std::ios::app);
    f << "\n";
  }
  const CommandRun foreign = run_command("solve --quiet --resume " + checkpoint + " " + problems, "foreign");
  EXPECT_EQ(foreign.status, 2);
  EXPECT_NE(foreign.err.find("belongs to another problem text"), std::string::npos) << foreign.err;
  const CommandRun bad_every =
      run_command("solve --quiet --checkpoint-every 0 --checkpoint " + checkpoint + ".new " + problems, "every");
  EXPECT_EQ(bad_every.status, 2);
  EXPECT_NE(bad_every.err.find("bad --checkpoint-every"), std::string::npos) << bad_every.err;
  std::remove(checkpoint.c_str());
  std::remove(problems.c_str());
}

}  // namespace
}  // namespace nightrider
