// SPDX-License-Identifier: Apache-2.0
// Characterization: a graph owning a user object is instantiated and launched behind a gate, then
// the graph and the executable graph are destroyed while the launch is still held. Records whether
// the destructor ran before the launch completed, and that it ran after it (bounded wait).
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
cudasem::graphs::DestructorCount destroyed;
}  // namespace

CUDASEM_CASE(CudaGraphRetainUserObject, PendingLaunchKeepsObject,
    {
        .api = {"cudaUserObjectCreate", "cudaGraphRetainUserObject"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaUserObjectCreate",
            .quote = "Callback to free the user object when it is no longer in use"},
        .claim = cudasem::Claim::hedge,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  cudaUserObject_t obj = nullptr;
  CUDASEM_ASSERT_OK(
      cudaUserObjectCreate(&obj, &destroyed, &DestructorCount::destroy, 1, cudaUserObjectNoDestructorSync));
  Graph g = make_graph();
  add_write_node(g.get(), {}, d.data(), 1);
  CUDASEM_ASSERT_OK(cudaGraphRetainUserObject(g.get(), obj, 1, cudaGraphUserObjectMove));
  GraphExec x = instantiate(g.get());
  cudasem::Gate gate;
  gate.launch(s);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  x.reset();
  g.reset();
  std::this_thread::sleep_for(std::chrono::milliseconds(50));  // give an early destructor a chance to show
  const bool ran_while_held = destroyed.calls.load() > 0;
  const bool still_held = !gate.finished();
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const bool ran_after = wait_until([] { return destroyed.calls.load() > 0; });
  cudasem::observe("destructor_ran_while_launch_held", ran_while_held);
  cudasem::observe("gate_still_held_at_check", still_held);
  cudasem::observe("destructor_ran_after_launch", ran_after);
}
