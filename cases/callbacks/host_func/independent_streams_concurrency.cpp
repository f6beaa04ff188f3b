// SPDX-License-Identifier: Apache-2.0
// Each host function waits (up to 2 s) for the other to start: both seeing each other = concurrent.
#include "cudasem/cudasem.h"

#include <atomic>
#include <thread>

namespace {
struct Pair {
  std::atomic<bool> started[2] = {false, false};
  std::atomic<bool> saw_other[2] = {false, false};
};
struct Side {
  Pair* pair;
  int side;
};
void CUDART_CB meet(void* p) {
  auto* s = static_cast<Side*>(p);
  s->pair->started[s->side] = true;
  for (int i = 0; i < 2000 && !s->pair->started[1 - s->side]; ++i)
    std::this_thread::sleep_for(cudasem::milliseconds(1));
  s->pair->saw_other[s->side] = s->pair->started[1 - s->side].load();
}
}  // namespace

CUDASEM_CASE(CudaLaunchHostFunc, IndependentStreamsConcurrency,
    {
        .api = {"cudaLaunchHostFunc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaLaunchHostFunc",
            .quote = "Host functions without a mandated order (such as in independent streams) execute in "
                     "undefined order and may be serialized."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  Pair pair;
  Side side_a{&pair, 0}, side_b{&pair, 1};

  CUDASEM_ASSERT_OK(cudaLaunchHostFunc(a, meet, &side_a));
  CUDASEM_ASSERT_OK(cudaLaunchHostFunc(b, meet, &side_b));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("ran_concurrently", pair.saw_other[0] && pair.saw_other[1]);
  cudasem::observe("first_saw_second", pair.saw_other[0].load());
  cudasem::observe("second_saw_first", pair.saw_other[1].load());
}
