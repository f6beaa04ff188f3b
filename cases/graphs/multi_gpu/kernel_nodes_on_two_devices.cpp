// SPDX-License-Identifier: Apache-2.0
// Characterization: one graph with a kernel node added while device 0 was current and one added
// while device 1 was current (each writing its device's buffer), launched from device 0: whether it
// instantiates, and whether both writes happen.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(GraphMultiGpu, KernelNodesOnTwoDevices,
    {
        .api = {"cudaGraphInstantiate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiate",
            .quote =
                "Graphs instantiated for launch on the device have additional restrictions which do not apply to host graphs: - The graph's nodes must reside on a single device."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  using namespace cudasem::graphs;
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> d1(1);
  CUDASEM_ASSERT_OK(cudaMemset(d1.data(), 0, d1.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphNode_t k1 = add_write_node(g.get(), {}, d1.data(), 11);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::DeviceBuffer<unsigned> d0(1);
  CUDASEM_ASSERT_OK(cudaMemset(d0.data(), 0, d0.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  add_write_node(g.get(), {k1}, d0.data(), 10);
  cudasem::Stream s(cudaStreamNonBlocking);
  cudaGraphExec_t raw = nullptr;
  cudaError_t inst = cudaGraphInstantiate(&raw, g.get(), 0);
  GraphExec x(raw);
  cudaError_t launch = inst == cudaSuccess ? cudaGraphLaunch(x.get(), s) : inst;
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  unsigned v0 = read_device(d0.data()), v1 = read_device(d1.data());
  cudasem::observe("instantiate_result", inst);
  cudasem::observe("launch_result", launch);
  cudasem::observe("device0_value", v0);
  cudasem::observe("device1_value", v1);
}
