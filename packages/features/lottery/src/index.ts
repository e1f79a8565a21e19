// Public API of @portal/feature-lottery: the lottery and e-lottery screens (/lottery, /elott) and the
// Vietnamese lottery (/vnlottery), on the platform's lottery calls (@portal/api's lottery domain).
export {};
