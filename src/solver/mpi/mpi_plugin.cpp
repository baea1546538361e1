// The plugin `libnightrider_mpi.so`: mpi_api.h's calls made with the MPI library. Built when CMake finds
// an MPI library; the program loads it for `solve --mpi` only.
#include <mpi.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "solver/mpi/mpi_api.h"

namespace {

int status(int code) { return code == MPI_SUCCESS ? 0 : 1; }

// The window of host_shared_memory (at most one a job), freed by finalise.
MPI_Comm host_processes = MPI_COMM_NULL;
MPI_Win host_window = MPI_WIN_NULL;

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
  if (host_window != MPI_WIN_NULL) MPI_Win_free(&host_window);
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

// The host's first process allocates the memory, the others map its part. MPI does not promise zeroes:
// the first process makes them before any process goes on, by giving the pages back to the system
// (which reads as zeroes and touches none of them, where the memory is a shared file, as in Open MPI),
// else by writing them.
int host_shared_memory(uint64_t bytes, void** base) {
  if (host_window != MPI_WIN_NULL) return 1;
  if (MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &host_processes) !=
      MPI_SUCCESS)
    return 1;
  int host_rank = 0;
  if (MPI_Comm_rank(host_processes, &host_rank) != MPI_SUCCESS) return 1;
  void* mine = nullptr;
  if (MPI_Win_allocate_shared(static_cast<MPI_Aint>(host_rank == 0 ? bytes : 0), 1, MPI_INFO_NULL,
                              host_processes, &mine, &host_window) != MPI_SUCCESS)
    return 1;
  MPI_Aint size = 0;
  int unit = 0;
  if (MPI_Win_shared_query(host_window, 0, &size, &unit, base) != MPI_SUCCESS) return 1;
  if (static_cast<uint64_t>(size) < bytes) return 1;
  if (host_rank == 0 && bytes > 0) {
    const long page = sysconf(_SC_PAGESIZE);
    char* const start = static_cast<char*>(*base);
    if (page <= 0 || reinterpret_cast<uintptr_t>(start) % static_cast<uintptr_t>(page) != 0 ||
        madvise(start, bytes, MADV_REMOVE) != 0)
      std::memset(start, 0, bytes);
  }
  return status(MPI_Barrier(host_processes));
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
