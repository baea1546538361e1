// `mpirun -np N nightrider solve --mpi FILE` prints what one process prints: with 2 and with 8 processes
// (more than the cores: --oversubscribe), on battle play with tries and set play, help play with twins,
// series and selfmates, orthodox (the bitboard path) and under conditions (the rules core). Stops and bad
// input end the job without a hang. Built only when CMake found an MPI library (NIGHTRIDER_MPIEXEC); a
// missing MPI plugin is checked in every build.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "support/problem_manifest.h"
#include "support/test_paths.h"

namespace nightrider {
namespace {

struct JobRun {
  int status = -1;
  std::string out, err;
};

std::string mpi_temporary(const std::string& name) {
  return ::testing::TempDir() + "/nightrider_mpi_" + std::to_string(getpid()) + "_" + name;
}

// Runs `nightrider ARGUMENTS` as `processes` processes of one MPI job (0: one process, no mpirun).
JobRun run_job(int processes, const std::string& arguments) {
  // (The CI runs as root, which Open MPI refuses unless told.)
  setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 1);
  setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 1);
  setenv("OMPI_MCA_rmaps_base_oversubscribe", "1", 1);
  const std::string out = mpi_temporary("out"), err = mpi_temporary("err");
#ifdef NIGHTRIDER_MPIEXEC
  const std::string launcher = processes > 0 ? std::string("timeout 300 ") + NIGHTRIDER_MPIEXEC + " -np " +
                                                   std::to_string(processes) + " "
                                             : std::string("timeout 300 ");
#else
  (void)processes;
  const std::string launcher = "timeout 300 ";
#endif
  const std::string command =
      launcher + testing::nightrider_binary() + " " + arguments + " >" + out + " 2>" + err;
  const int raw = std::system(command.c_str());
  JobRun r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = testing::read_text_file(out);
  r.err = testing::read_text_file(err);
  std::remove(out.c_str());
  std::remove(err.c_str());
  return r;
}

#ifdef NIGHTRIDER_MPIEXEC

std::string corpus_file(std::initializer_list<const char*> names) {
  const std::string path = mpi_temporary(std::to_string(names.size()) + "_problems.inp");
  std::ofstream f(path, std::ios::binary);
  for (const char* name : names)
    f << testing::read_text_file(std::string(testing::shared_dir()) + "/testdata/problems/popeye/" + name +
                                 ".inp");
  return path;
}

TEST(SolveMpi, TwoAndEightProcessesPrintWhatOneProcessPrints) {
  const std::string problems =
      corpus_file({"ortho_ts_battle_play__011", "ortho_ts_battle_play__017", "ortho_rg_4_55_to_4_57__016",
                   "fairy_anticir__001", "fairy_anticir__034", "fairy_anticir__037", "fairy_anticir__054",
                   "fairy_antisup__002", "fairy_all_in_chess__011", "fairy_mars__019"});
  const JobRun alone = run_job(0, "solve --quiet --threads 1 " + problems);
  ASSERT_EQ(alone.status, 0) << alone.err;
  ASSERT_NE(alone.out.find("ser-s#2"), std::string::npos);
  for (const int processes : {2, 8}) {
    const JobRun job = run_job(processes, "solve --mpi --quiet " + problems);
    EXPECT_EQ(job.status, 0) << job.err;
    EXPECT_EQ(job.out, alone.out) << processes << " processes";
  }
  // Two threads in each of two processes.
  const JobRun threads = run_job(2, "solve --mpi --quiet --threads 2 " + problems);
  EXPECT_EQ(threads.out, alone.out);
  std::remove(problems.c_str());
}

// Help play is dealt a reply at a time among processes (docs/scale.md): Black's one legal first move
// (1.d6-d5) leaves every process but one only replies to take, and with Option Intelligent the lines
// are printed in the order they were found, which the tasks must keep (Popeye 4.104: 109 solutions).
TEST(SolveMpi, HelpPlayDealtAReplyAtATimePrintsWhatOneProcessPrints) {
  const std::string problems = mpi_temporary("one_first_move.inp");
  {
    std::ofstream f(problems, std::ios::binary);
    for (const char* option : {"", "option intelligent\n"})
      f << "beginproblem\npieces white kc1 bg5 sg1 black ka1 pa2 pd6\nstipulation h#3\n"
        << option << "endproblem\n";
  }
  const JobRun alone = run_job(0, "solve --quiet --threads 1 " + problems);
  ASSERT_EQ(alone.status, 0) << alone.err;
  size_t solutions = 0;
  for (size_t at = alone.out.find("1.d6-d5"); at != std::string::npos; at = alone.out.find("1.d6-d5", at + 1))
    ++solutions;
  ASSERT_EQ(solutions, 2u * 109u);
  for (const int processes : {2, 8}) {
    const JobRun job = run_job(processes, "solve --mpi --quiet " + problems);
    EXPECT_EQ(job.status, 0) << job.err;
    EXPECT_EQ(job.out, alone.out) << processes << " processes";
  }
  std::remove(problems.c_str());
}

TEST(SolveMpi, AStoppedSolveEndsEveryProcessAndBadInputIsOneLine) {
  // A time limit stops rank 0, which stops the others: the job ends with the twin cut short. (The first
  // problem's twins take seconds however many processes share them: fairy_cirsquar__005, h=3, 3.6 s on
  // one thread.)
  const std::string problems = corpus_file({"fairy_cirsquar__005", "fairy_mars__019"});
  const JobRun cut = run_job(4, "solve --mpi --quiet --max-time 0.3 " + problems);
  EXPECT_EQ(cut.status, 0) << cut.err;
  EXPECT_NE(cut.out.find("solving cut short"), std::string::npos) << cut.out;
  EXPECT_NE(cut.out.find("h=3"), std::string::npos);

  const JobRun missing = run_job(2, "solve --mpi " + mpi_temporary("nosuch.inp"));
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("cannot open problem file"), std::string::npos) << missing.err;
  const JobRun both = run_job(0, "solve --mpi --checkpoint " + mpi_temporary("c") + " " + problems);
  EXPECT_EQ(both.status, 2);
  EXPECT_NE(both.err.find("--mpi does not go with --checkpoint"), std::string::npos) << both.err;
  std::remove(problems.c_str());
}

#endif

// MPI is a plugin that only `solve --mpi` loads (src/solver/mpi/mpi_api.h): where it is missing -- a
// build without an MPI library, or a wrong NIGHTRIDER_MPI_LIBRARY -- the solve is a one-line error with
// status 2, and every other command never looks for it.
TEST(SolveMpi, AMissingPluginIsOneLineWithStatusTwo) {
  const std::string problem = mpi_temporary("plugin.inp");
  {
    std::ofstream f(problem, std::ios::binary);
    f << "begin\npieces white kh1 qa1 black ka8 pb7 pa7\nstipulation #1\nend\n";
  }
  setenv("NIGHTRIDER_MPI_LIBRARY", "/nonexistent/libnightrider_mpi.so", 1);
  const JobRun missing = run_job(0, "solve --mpi " + problem);
  unsetenv("NIGHTRIDER_MPI_LIBRARY");
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.out, "");
  EXPECT_NE(missing.err.find("cannot load the MPI plugin /nonexistent/libnightrider_mpi.so"),
            std::string::npos)
      << missing.err;
  EXPECT_EQ(std::count(missing.err.begin(), missing.err.end(), '\n'), 1) << missing.err;
  const JobRun alone = run_job(0, "solve " + problem);
  EXPECT_EQ(alone.status, 0) << alone.err;
  EXPECT_NE(alone.out.find("1.Qa1-h8 #"), std::string::npos) << alone.out;
  std::remove(problem.c_str());
}

}  // namespace
}  // namespace nightrider
