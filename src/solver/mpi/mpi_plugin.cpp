// The plugin `libnightrider_mpi.so`: mpi_api.h's calls made with the MPI library. Built when CMake finds
// an MPI library; the program loads it for `solve --mpi` only.
#include <fcntl.h>
#include <mpi.h>
#include <sys/mman.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "solver/mpi/mpi_api.h"

namespace {

int status(int code) { return code == MPI_SUCCESS ? 0 : 1; }

// The processes of this host and the memory they share (host_shared_memory, at most once a job), freed
// by finalise.
MPI_Comm host_processes = MPI_COMM_NULL;
void* host_memory = nullptr;
size_t host_memory_bytes = 0;

int initialise(int* rank, int* size, int* threads_ok) {
  // Open MPI's default messaging layer starts UCX where installed, about 0.2 s of every process's start
  // (0.34 s against 0.13 s for a trivial solve on 2 processes here); its ob1 layer serves the few bytes a
  // solve sends as well. A choice of the user's (mpirun --mca pml ..., OMPI_MCA_pml) is kept.
  setenv("OMPI_MCA_pml", "ob1", 0);
  int provided = 0;
  if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided) != MPI_SUCCESS) return 1;
  *threads_ok = provided >= MPI_THREAD_SERIALIZED;
  if (MPI_Comm_rank(MPI_COMM_WORLD, rank) != MPI_SUCCESS) return 1;
  return status(MPI_Comm_size(MPI_COMM_WORLD, size));
}

void finalise() {
  if (host_memory) munmap(host_memory, host_memory_bytes);
  if (host_processes != MPI_COMM_NULL) MPI_Comm_free(&host_processes);
  MPI_Finalize();
}

int broadcast_size(uint64_t* size) { return status(MPI_Bcast(size, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD)); }

int broadcast_bytes(char* data, int bytes) {
  return status(MPI_Bcast(data, bytes, MPI_BYTE, 0, MPI_COMM_WORLD));
}

int send(const char* data, int bytes, int to, int tag) {
  return status(MPI_Send(data, bytes, MPI_BYTE, to, tag, MPI_COMM_WORLD));
}

int probe(int source, int tag, int wait, int* found, int* from, int* bytes) {
  MPI_Status message;
  const int any = source < 0 ? MPI_ANY_SOURCE : source;
  if (wait) {
    if (MPI_Probe(any, tag, MPI_COMM_WORLD, &message) != MPI_SUCCESS) return 1;
    *found = 1;
  } else if (MPI_Iprobe(any, tag, MPI_COMM_WORLD, found, &message) != MPI_SUCCESS) {
    return 1;
  }
  if (!*found) return 0;
  *from = message.MPI_SOURCE;
  return status(MPI_Get_count(&message, MPI_BYTE, bytes));
}

int receive(char* data, int bytes, int from, int tag) {
  MPI_Status message;
  return status(MPI_Recv(data, bytes, MPI_BYTE, from, tag, MPI_COMM_WORLD, &message));
}

// The host's first process makes a POSIX shared memory object of `bytes` (new, so zero-filled) and tells
// the others its name; each maps it; when all have (or one could not), the name is removed, so that
// nothing is left in /dev/shm when the job ends. Every step that can fail is agreed on among the host's
// processes, so a failure (a /dev/shm too small for the table, as in a container) leaves all of them
// without, none waiting. (MPI's own shared window, MPI_Win_allocate_shared, is fatal on such a
// failure, or with errors returned leaves the other processes waiting in it for ever.)
int host_shared_memory(uint64_t bytes, void** base) {
  *base = nullptr;
  if (host_memory || host_processes != MPI_COMM_NULL) return 1;
  if (MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &host_processes) !=
      MPI_SUCCESS)
    return 1;
  int host_rank = 0;
  if (MPI_Comm_rank(host_processes, &host_rank) != MPI_SUCCESS) return 1;
  char name[64] = {};
  int ok = 1;
  int fd = -1;
  bool created = false;  // (this process made the object: it removes its name)
  if (host_rank == 0) {
    std::snprintf(
        name, sizeof name, "/nightrider-table-%ld-%ld", static_cast<long>(getpid()),
        static_cast<long>(std::chrono::steady_clock::now().time_since_epoch().count() % 1000000007));
    // (A file larger than the space left would be made, and its pages fail later: refused now.)
    struct statvfs space {};
    if (statvfs("/dev/shm", &space) != 0 || static_cast<uint64_t>(space.f_bavail) * space.f_frsize < bytes)
      ok = 0;
    if (ok) fd = shm_open(name, O_CREAT | O_EXCL | O_RDWR, 0600);
    created = fd >= 0;
    if (fd < 0 || ftruncate(fd, static_cast<off_t>(bytes)) != 0) ok = 0;
  }
  if (MPI_Bcast(&ok, 1, MPI_INT, 0, host_processes) != MPI_SUCCESS ||
      MPI_Bcast(name, sizeof name, MPI_CHAR, 0, host_processes) != MPI_SUCCESS)
    return 1;
  if (ok && host_rank != 0) fd = shm_open(name, O_RDWR, 0);
  void* mapped = MAP_FAILED;
  if (ok && fd >= 0) mapped = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (fd >= 0) close(fd);
  const int mine = mapped != MAP_FAILED ? 1 : 0;
  int all = 0;
  if (MPI_Allreduce(&mine, &all, 1, MPI_INT, MPI_MIN, host_processes) != MPI_SUCCESS) all = 0;
  if (created) shm_unlink(name);
  if (!all) {
    if (mapped != MAP_FAILED) munmap(mapped, bytes);
    return 1;
  }
  host_memory = *base = mapped;
  host_memory_bytes = bytes;
  return 0;
}

constexpr NightriderMpiApi kApi = {nightrider::solver::mpi::kNightriderMpiApiVersion,
                                   initialise,
                                   finalise,
                                   broadcast_size,
                                   broadcast_bytes,
                                   send,
                                   probe,
                                   receive,
                                   host_shared_memory};

}  // namespace

extern "C" __attribute__((visibility("default"))) const NightriderMpiApi* nightrider_mpi_api() {
  return &kApi;
}
