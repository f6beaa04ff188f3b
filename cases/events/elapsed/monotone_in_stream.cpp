// SPDX-License-Identifier: Apache-2.0
// The text gives the resolution ("around 0.5 microseconds") but no ordering promise: record both.
#include "cudasem/cudasem.h"

#include <algorithm>
#include <vector>

CUDASEM_CASE(CudaEventElapsedTime, MonotoneInStream,
    {
        .api = {"cudaEventElapsedTime"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaEventElapsedTime",
            .quote = "Computes the elapsed time between two events (in milliseconds with a resolution of around "
                     "0.5 microseconds)."},
        .claim = cudasem::Claim::hedge,
    }) {
  constexpr int kEvents = 64;
  cudasem::Stream stream(cudaStreamNonBlocking);
  std::vector<cudasem::Event> events;
  events.reserve(kEvents);
  for (int i = 0; i < kEvents; ++i) events.emplace_back(cudaEventDefault);
  for (int i = 0; i < kEvents; ++i) {
    CUDASEM_ASSERT_OK(cudaEventRecord(events[i], stream));
    if (i % 8 == 7) {
      CUDASEM_ASSERT_OK(cudasem::kernels::launch_spin(stream, 20000));
    }
  }
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  bool monotone = true;
  float min_negative = 0.0f, min_positive_step = 1e9f, total = 0.0f;
  int zero_steps = 0;
  for (int i = 1; i < kEvents; ++i) {
    float from_first = 0.0f, step = 0.0f;
    CUDASEM_ASSERT_OK(cudaEventElapsedTime(&from_first, events[0], events[i]));
    CUDASEM_ASSERT_OK(cudaEventElapsedTime(&step, events[i - 1], events[i]));
    if (step < 0.0f) monotone = false;
    min_negative = std::min(min_negative, step);
    if (step > 0.0f) min_positive_step = std::min(min_positive_step, step);
    if (step == 0.0f) ++zero_steps;
    total = from_first;
  }

  cudasem::observe("steps_monotone", monotone);
  cudasem::measure("most_negative_step_ms", static_cast<double>(min_negative));
  cudasem::measure("smallest_positive_step_ms", static_cast<double>(min_positive_step));
  cudasem::measure("zero_steps", zero_steps);
  cudasem::measure("first_to_last_ms", static_cast<double>(total));
}
